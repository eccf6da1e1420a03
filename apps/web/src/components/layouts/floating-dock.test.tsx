import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TimeEntry } from '@taskflow/shared';
import { render, screen, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatLauncher } from '../../features/chat/components/chat-launcher';
import { TopBarTimer } from '../../features/time/components/top-bar-timer';
import { FormFooter } from '../forms/api-form';
import { FloatingDock, FloatingDockSlotProvider } from './floating-dock';

/**
 * Issue 39, item 7: on a phone the running timer sat half under the assistant's button on every page, and
 * the assistant's button covered "Submit application". Floating controls now share one dock, and the dock
 * tells the page the room it takes, which a form's pinned footer keeps clear of.
 */

const RUNNING: TimeEntry = {
  id: 'e1',
  userId: 'u1',
  userName: 'Asha Rao',
  task: {
    id: 't1',
    displayId: 'ACM-7',
    title: 'GST return for Kaveri',
    projectName: null,
    customerName: 'Kaveri',
  },
  date: '2026-11-25',
  startedAt: '2026-11-25T04:00:00.000Z',
  endedAt: null,
  minutes: 0,
  isRunning: true,
  note: null,
  isBillable: true,
  isBilled: false,
  isLocked: false,
  createdAt: '2026-11-25T04:00:00.000Z',
  updatedAt: '2026-11-25T04:00:00.000Z',
} as TimeEntry;

function phone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
      if (url.includes('/users/session'))
        return json({ id: 'u1', name: 'Asha Rao', organizationId: 'org', permissions: ['time.track'] });
      if (url.endsWith('/time/timer')) return json(RUNNING);
      return json(null);
    }),
  );
}

/** The app shell's arrangement: the timer rendered in the header's place, the dock at the end. */
function Shell({ children }: { children?: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return (
    <FloatingDockSlotProvider slot={slot}>
      <header>
        <TopBarTimer />
      </header>
      <main>{children}</main>
      <FloatingDock onSlot={setSlot}>
        <ChatLauncher />
      </FloatingDock>
    </FloatingDockSlotProvider>
  );
}

function renderShell(children?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/app']}>
        <Shell>{children}</Shell>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the floating dock', () => {
  it('holds the running timer beside the assistant button on a phone, not over it', async () => {
    phone();
    stubApi();
    const { container } = renderShell();
    const timer = await screen.findByRole('region', { name: 'Running timer' });
    const dock = container.querySelector('[data-floating-dock]') as HTMLElement;
    expect(dock).toContainElement(timer);
    expect(dock).toContainElement(screen.getByRole('button', { name: 'Open the help assistant' }));
    // Neither floats on its own: the dock places them side by side, the timer first.
    expect(timer.className).not.toMatch(/\bfixed\b/);
    expect(screen.getByRole('button', { name: 'Open the help assistant' }).className).not.toMatch(
      /\bfixed\b/,
    );
    expect(
      timer.compareDocumentPosition(screen.getByRole('button', { name: 'Open the help assistant' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(container.querySelector('header') as HTMLElement).queryByRole('region')).toBeNull();
  });

  it('tells the page the room it takes, and a form footer keeps its buttons clear of it', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      // 390 × 844: the dock's 48 px button 16 px from the right and bottom edges.
      return this.hasAttribute('data-floating-dock')
        ? ({ left: 326, top: 780, width: 48, height: 48, right: 374, bottom: 828 } as DOMRect)
        : ({ left: 0, top: 0, width: 0, height: 0, right: 0, bottom: 0 } as DOMRect);
    });
    // A browser without ResizeObserver: the dock measures itself at once (other files may leave one behind).
    vi.stubGlobal('ResizeObserver', undefined);
    vi.stubGlobal('innerWidth', 390);
    vi.stubGlobal('innerHeight', 844);
    phone();
    stubApi();
    const view = renderShell(
      <form>
        <FormFooter submitLabel="Submit application" isSubmitting={false} bleed="card" />
      </form>,
    );
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--floating-dock-x')).toBe('72px');
    expect(root.getPropertyValue('--floating-dock-y')).toBe('72px');
    const footer = screen.getByRole('button', { name: 'Submit application' }).parentElement as HTMLElement;
    // Above the dock on a phone, beside it on a wider screen.
    expect(footer.className).toContain('pb-[max(1rem,var(--floating-dock-y,0px))]');
    expect(footer.className).toContain('sm:pr-[max(1.5rem,var(--floating-dock-x,0px))]');

    view.unmount();
    expect(root.getPropertyValue('--floating-dock-x')).toBe('0px');
  });

  it('measures itself when the browser reports its size after layout, not while the page renders', () => {
    const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.hasAttribute('data-floating-dock')
        ? ({ left: 326, top: 780, width: 48, height: 48, right: 374, bottom: 828 } as DOMRect)
        : ({ left: 0, top: 0, width: 0, height: 0, right: 0, bottom: 0 } as DOMRect);
    });
    const reports: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(report: ResizeObserverCallback) {
          reports.push(report);
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('innerWidth', 390);
    vi.stubGlobal('innerHeight', 844);
    phone();
    stubApi();
    renderShell();
    const root = document.documentElement.style;
    // Rendered: nothing measured yet (a measurement here would force a layout before the first paint).
    expect(measured).not.toHaveBeenCalled();
    expect(reports).toHaveLength(1);
    reports[0]?.([], {} as ResizeObserver);
    expect(root.getPropertyValue('--floating-dock-x')).toBe('72px');
    expect(root.getPropertyValue('--floating-dock-y')).toBe('72px');
  });
});
