import { ALL_PERMISSIONS, type SessionUser } from '@taskflow/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_NAV, currentNavPath, entryPath, MAX_SIDEBAR_LINKS, visibleNavGroups } from './app-nav';
import { AppSidebar } from './app-sidebar';
import { SectionTabs } from './section-tabs';

const EMPLOYEE = [
  'leave.view',
  'leave.apply',
  'notifications.view',
  'customers.view',
  'departments.view',
  'events.view',
  'holidays.view',
  'tasks.view',
  'tasks.edit',
  'users.view',
  'time.track',
];

function person(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u-1',
    name: 'Asha Rao',
    organizationId: 'org-1',
    permissions: EMPLOYEE,
    isPlatformAdmin: false,
    ...overrides,
  } as SessionUser;
}

function renderSidebar(me: SessionUser, path = '/app') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppSidebar me={me} />
    </MemoryRouter>,
  );
}

describe('sidebar groups', () => {
  it('puts the daily work first, then leave, people and settings', () => {
    const groups = visibleNavGroups({ organizationId: 'org-1', permissions: EMPLOYEE });
    expect(groups.map((group) => group.label)).toEqual(['Work', 'Leave', 'People', 'Settings']);
    expect(groups[0]?.items.slice(0, 5).map((item) => item.label)).toEqual([
      'Home',
      'My tasks',
      'Tasks',
      'Projects',
      'Customers',
    ]);
  });

  it('leaves out what the person cannot use, and a group with nothing left', () => {
    const employee = visibleNavGroups({ organizationId: 'org-1', permissions: EMPLOYEE });
    const labels = employee.flatMap((group) =>
      group.items.flatMap((item) => item.pages.map((page) => page.label)),
    );
    expect(labels).not.toContain('Roles');
    expect(labels).not.toContain('Pending Leave Applications');
    expect(labels).not.toContain('Workload');
    expect(labels).toContain('Holidays');

    // Without an organization only Home and the person's own security page remain.
    const newcomer = visibleNavGroups({ organizationId: null, permissions: [] });
    expect(newcomer.map((group) => [group.id, group.items.map(entryPath)])).toEqual([
      ['work', ['/app']],
      ['settings', ['/app/settings/security']],
    ]);
  });

  it('marks the section a page belongs to, the longest matching entry', () => {
    const items = visibleNavGroups({ organizationId: 'org-1', permissions: EMPLOYEE }).flatMap((group) =>
      group.items.flatMap((item) => item.pages),
    );
    expect(currentNavPath('/app', items)).toBe('/app');
    expect(currentNavPath('/app/tasks/ACM-2', items)).toBe('/app/tasks');
    expect(currentNavPath('/app/leave/apply', items)).toBe('/app/leave/apply');
    expect(currentNavPath('/app/leave/123', items)).toBe('/app/leave');
    expect(currentNavPath('/app/my-tasks/', items)).toBe('/app/my-tasks');
    expect(currentNavPath('/app/tasksx', items)).toBeUndefined();
    expect(currentNavPath('/app/notifications', items)).toBeUndefined();
    // A job is under Services for whoever may open it, else under no entry.
    expect(currentNavPath('/app/jobs/j-1', items)).toBeUndefined();
    const withServices = visibleNavGroups({
      organizationId: 'org-1',
      permissions: [...EMPLOYEE, 'services.view'],
    }).flatMap((group) => group.items.flatMap((item) => item.pages));
    expect(currentNavPath('/app/jobs/j-1', withServices)).toBe('/app/services');
  });
});

describe('AppSidebar', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('marks the current page with aria-current and no other', () => {
    renderSidebar(person(), '/app/projects/p-1/board');
    const nav = screen.getByRole('navigation', { name: 'App' });
    expect(within(nav).getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBe('page');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('remembers a folded group for the same person, not for another', async () => {
    const user = userEvent.setup();
    const first = renderSidebar(person());
    const leave = screen.getByRole('button', { name: 'Leave' });
    expect(leave.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Apply for Leave' })).toBeTruthy();

    await user.click(leave);
    expect(leave.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Apply for Leave' })).toBeNull();
    first.unmount();

    renderSidebar(person());
    expect(screen.getByRole('button', { name: 'Leave' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Apply for Leave' })).toBeNull();
    cleanup();

    renderSidebar(person({ id: 'u-2' }));
    expect(screen.getByRole('button', { name: 'Leave' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Apply for Leave' })).toBeTruthy();
  });

  it('opens every group when the remembered value is unreadable', () => {
    localStorage.setItem('taskflow.nav.collapsed.u-1', '{not json');
    renderSidebar(person());
    for (const button of screen.getAllByRole('button'))
      expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});

/**
 * Issue 39, item 7: an administrator's sidebar showed 27 links, the setup pages expanded beside the day's
 * work. Setup is one Settings entry; pages of a section beyond its first are its tabs.
 */
describe('a sidebar of the day’s work', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  const admin = person({ permissions: [...ALL_PERMISSIONS] });

  it('shows at most 16 links to whoever holds every permission, on every page, with one Settings entry', () => {
    for (const page of APP_NAV) {
      const view = renderSidebar(admin, page.to);
      const nav = screen.getByRole('navigation', { name: 'App' });
      const links = within(nav).getAllByRole('link');
      expect(links.length, page.to).toBeLessThanOrEqual(MAX_SIDEBAR_LINKS);
      expect(within(nav).getAllByRole('link', { name: 'Settings' })).toHaveLength(1);
      for (const setup of ['Roles', 'Holidays', 'Departments', 'Leave settings', 'Organization'])
        expect(within(nav).queryByRole('link', { name: setup })).toBeNull();
      view.unmount();
    }
  }, 60_000);

  it('marks the entry of a page reached by a tab (the board is Tasks, Roles is Settings)', () => {
    renderSidebar(admin, '/app/board');
    expect(screen.getByRole('link', { name: 'Tasks' }).getAttribute('aria-current')).toBe('page');
    cleanup();
    renderSidebar(admin, '/app/roles');
    const settings = screen.getByRole('link', { name: 'Settings' });
    expect(settings.getAttribute('aria-current')).toBe('page');
    expect(settings.getAttribute('href')).toBe('/app/settings/organization');
  });

  it('links Settings to the first setup page the person may use', () => {
    renderSidebar(person({ organizationId: null, permissions: [] }));
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/app/settings/security',
    );
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
    cleanup();
    // A group left with one entry for this person keeps its heading; only Settings is one entry.
    renderSidebar(person());
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Work',
      'Leave',
      'People',
    ]);
  });

  it('shows a section’s pages as tabs on each of them, those the person may use only', () => {
    render(
      <MemoryRouter initialEntries={['/app/holidays']}>
        <SectionTabs me={person()} />
      </MemoryRouter>,
    );
    const tabs = screen.getByRole('navigation', { name: 'Settings' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Organization', 'Departments', 'Holidays', 'Security & sessions']);
    expect(within(tabs).getByRole('link', { name: 'Holidays' }).getAttribute('aria-current')).toBe('page');
    cleanup();

    // Not on a page under a section (a task), nor where a section has one page.
    for (const path of ['/app/tasks/ACM-2', '/app/projects']) {
      render(
        <MemoryRouter initialEntries={[path]}>
          <SectionTabs me={person()} />
        </MemoryRouter>,
      );
      expect(screen.queryByRole('navigation')).toBeNull();
      cleanup();
    }
  });

  it('brings the current tab into view in a strip wider than the screen, after the page is painted', () => {
    // jsdom lays nothing out: the strip is 300 px wide showing 0–300 of 600, the Holidays tab at 400–480.
    const sizes = [
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600),
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300),
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        const [left, right] = this.getAttribute('aria-current') === 'page' ? [400, 480] : [0, 300];
        return { left, right, top: 0, bottom: 40, width: right - left, height: 40, x: left, y: 0 } as DOMRect;
      }),
    ];
    try {
      render(
        <MemoryRouter initialEntries={['/app/holidays']}>
          <SectionTabs me={person()} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('navigation', { name: 'Settings' }).scrollLeft).toBe(180);
    } finally {
      for (const size of sizes) size.mockRestore();
    }
  });
});
