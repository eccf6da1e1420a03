import type { SessionUser } from '@taskflow/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentNavPath, visibleNavGroups } from './app-nav';
import { AppSidebar } from './app-sidebar';

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
      'Board',
    ]);
  });

  it('leaves out what the person cannot use, and a group with nothing left', () => {
    const employee = visibleNavGroups({ organizationId: 'org-1', permissions: EMPLOYEE });
    const labels = employee.flatMap((group) => group.items.map((item) => item.label));
    expect(labels).not.toContain('Roles');
    expect(labels).not.toContain('Pending Leave Applications');
    expect(labels).not.toContain('Workload');
    expect(labels).toContain('Holidays');

    // Without an organization only Home and the person's own security page remain.
    const newcomer = visibleNavGroups({ organizationId: null, permissions: [] });
    expect(newcomer.map((group) => [group.id, group.items.map((item) => item.to)])).toEqual([
      ['work', ['/app']],
      ['settings', ['/app/settings/security']],
    ]);
  });

  it('marks the section a page belongs to, the longest matching entry', () => {
    const items = visibleNavGroups({ organizationId: 'org-1', permissions: EMPLOYEE }).flatMap(
      (group) => group.items,
    );
    expect(currentNavPath('/app', items)).toBe('/app');
    expect(currentNavPath('/app/tasks/ACM-2', items)).toBe('/app/tasks');
    expect(currentNavPath('/app/leave/apply', items)).toBe('/app/leave/apply');
    expect(currentNavPath('/app/leave/123', items)).toBe('/app/leave');
    expect(currentNavPath('/app/my-tasks/', items)).toBe('/app/my-tasks');
    expect(currentNavPath('/app/tasksx', items)).toBe('/app');
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
    const settings = screen.getByRole('button', { name: 'Settings' });
    expect(settings.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Holidays' })).toBeTruthy();

    await user.click(settings);
    expect(settings.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Holidays' })).toBeNull();
    first.unmount();

    renderSidebar(person());
    expect(screen.getByRole('button', { name: 'Settings' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Holidays' })).toBeNull();
    cleanup();

    renderSidebar(person({ id: 'u-2' }));
    expect(screen.getByRole('button', { name: 'Settings' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Holidays' })).toBeTruthy();
  });

  it('opens every group when the remembered value is unreadable', () => {
    localStorage.setItem('taskflow.nav.collapsed.u-1', '{not json');
    renderSidebar(person());
    for (const button of screen.getAllByRole('button'))
      expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
