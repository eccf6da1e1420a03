import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from './when-near-viewport';

/** An IntersectionObserver the test drives: `reach()` tells every observer its element came near. */
function stubObserver() {
  const observers: {
    report: IntersectionObserverCallback;
    margin: string | undefined;
    observed: Element[];
  }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry;
      constructor(report: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { report, margin: options?.rootMargin, observed: [] as Element[] };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.observed.push(element);
      }
      disconnect() {
        this.entry.observed = [];
      }
    },
  );
  return {
    observers,
    reach: () =>
      act(() => {
        for (const { report, observed } of observers)
          if (observed.length)
            report(
              observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
              {} as IntersectionObserver,
            );
      }),
  };
}

describe('WhenNearViewport', () => {
  it('shows the placeholder until its place nears the screen, then the section', () => {
    const { observers, reach } = stubObserver();
    render(
      <WhenNearViewport placeholder={<p>Loading the charts…</p>}>
        <p>The charts</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('Loading the charts…')).toBeTruthy();
    expect(screen.queryByText('The charts')).toBeNull();
    expect(observers[0]?.margin).toBe('400px 0px');
    reach();
    expect(screen.getByText('The charts')).toBeTruthy();
    expect(screen.queryByText('Loading the charts…')).toBeNull();
    // Rendered for good: the observer is let go.
    expect(observers.every((observer) => observer.observed.length === 0)).toBe(true);
  });

  it('renders the section at once where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearViewport placeholder={<p>Loading the charts…</p>}>
        <p>The charts</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('The charts')).toBeTruthy();
  });
});
