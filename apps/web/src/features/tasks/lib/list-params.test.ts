import { describe, expect, it } from 'vitest';
import {
  CLEARED_FILTERS,
  changeTaskListState,
  countFilters,
  isSameView,
  nextSort,
  readTaskListState,
  toApiParams,
  toSavedViewQuery,
  writeTaskListState,
} from './list-params';

const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const read = (query: string) => readTaskListState(new URLSearchParams(query));

describe('Task List URL state', () => {
  it('reads every filter of a shared link', () => {
    const state = read(
      `q=payroll&status=On Hold,Pending&priority=High&assigneeId=${ID}&customerId=${ID}&projectId=${ID}&departmentId=${ID}&dueFrom=2026-11-01&dueTo=2026-11-30&overdue=true&sort=-priority&scope=team&page=3`,
    );
    expect(state).toEqual({
      page: 3,
      q: 'payroll',
      // In the catalogue's order, however the link had them.
      status: ['Pending', 'On Hold'],
      priority: ['High'],
      assigneeId: ID,
      customerId: ID,
      projectId: ID,
      departmentId: ID,
      dueFrom: '2026-11-01',
      dueTo: '2026-11-30',
      overdue: true,
      sort: '-priority',
      scope: 'team',
    });
  });

  it('leaves out what does not parse instead of breaking the page', () => {
    const state = read(
      'status=Done,Pending,Pending&priority=Urgent&assigneeId=42&dueFrom=2026-13-45&dueTo=tomorrow&overdue=yes&sort=color&scope=everyone&page=-2',
    );
    expect(state).toEqual({
      page: 1,
      q: '',
      status: ['Pending'],
      priority: [],
      overdue: false,
      sort: 'dueDate',
      scope: undefined,
    });
  });

  it('writes a state back to the same link, defaults left out', () => {
    const query = `q=vat&status=Pending,In Progress&assigneeId=${ID}&overdue=true&sort=-createdAt&page=2`;
    const written = writeTaskListState(read(query));
    expect(read(written.toString())).toEqual(read(query));
    expect(writeTaskListState(read('sort=dueDate&page=1')).toString()).toBe('');
  });

  it('goes back to the first page when a filter, the search or the sort changes', () => {
    const state = read('page=4');
    expect(changeTaskListState(state, { status: ['Completed'] }).page).toBe(1);
    expect(changeTaskListState(state, { page: 5 }).page).toBe(5);
  });

  it('asks the API with its spelling, and saves views without the page', () => {
    const state = read(`status=Pending,On Hold&overdue=true&page=2&customerId=${ID}`);
    expect(toApiParams(state)).toMatchObject({
      status: 'Pending,On Hold',
      overdue: 'true',
      customerId: ID,
      page: 2,
      sort: 'dueDate',
    });
    const saved = toSavedViewQuery(state);
    expect(saved).toEqual({ status: 'Pending,On Hold', customerId: ID, overdue: 'true' });
    expect(isSameView(state, saved)).toBe(true);
    expect(isSameView(read('status=Pending'), saved)).toBe(false);
  });

  it('counts the filters that narrow the list', () => {
    expect(countFilters(read('q=x&sort=title'))).toBe(0);
    expect(countFilters(read(`status=Pending&dueFrom=2026-01-01&dueTo=2026-02-01&assigneeId=${ID}`))).toBe(3);
  });

  it('sorts by a column, then the other way round', () => {
    expect(nextSort('dueDate', 'title')).toBe('title');
    expect(nextSort('title', 'title')).toBe('-title');
    expect(nextSort('-title', 'title')).toBe('title');
  });
});

describe('a Task Report cell link', () => {
  it('keeps the report’s filters (task type, work type, created and completed days, timeliness)', () => {
    const link =
      'customerId=00000000-0000-4000-8000-000000000001&taskType=GST&workType=Design&createdFrom=2031-01-01&createdTo=2031-12-31&completedFrom=2031-06-01&completedTo=2031-06-30&timeliness=overdue';
    const state = readTaskListState(new URLSearchParams(link));
    expect(state).toMatchObject({
      taskType: 'GST',
      workType: 'Design',
      createdFrom: '2031-01-01',
      completedTo: '2031-06-30',
      timeliness: 'overdue',
    });
    expect(new URLSearchParams(writeTaskListState(state)).toString()).toBe(
      new URLSearchParams(link).toString(),
    );
    expect(countFilters(state)).toBe(8);
    expect(
      readTaskListState(new URLSearchParams('timeliness=late&completedFrom=soon')).timeliness,
    ).toBeUndefined();
  });
});

describe('a team total’s link (Team Members Dashboard, Workload)', () => {
  it('keeps "assigned within my team" as a filter, cleared with the others', () => {
    const link = 'status=Pending&scope=team&assignees=team';
    const state = readTaskListState(new URLSearchParams(link));
    expect(state.assignees).toBe('team');
    expect(new URLSearchParams(writeTaskListState(state)).get('assignees')).toBe('team');
    expect(countFilters(state)).toBe(2);
    expect(readTaskListState(new URLSearchParams('assignees=everyone')).assignees).toBeUndefined();
    expect(writeTaskListState({ ...state, ...CLEARED_FILTERS }).get('assignees')).toBeNull();
  });
});
