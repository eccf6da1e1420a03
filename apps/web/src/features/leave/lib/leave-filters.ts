import { isIsoDate, isUuid, LEAVE_STATUSES, type LeaveStatus } from '@taskflow/shared';
import type { LeaveFilters } from '../api/leave';

const ID_KEYS = ['userId', 'departmentId', 'leaveTypeId'] as const;
const DAY_KEYS = ['from', 'to'] as const;

/**
 * The All leave filters from a URL: what is malformed (a hand-edited or outdated link) is dropped
 * rather than sent, so the page shows the rest instead of an error.
 */
export function filtersFromParams(params: URLSearchParams): LeaveFilters {
  const filters: LeaveFilters = {};
  const q = params.get('q')?.trim();
  if (q) filters.q = q.slice(0, 200);
  for (const key of ID_KEYS) {
    const value = params.get(key);
    if (value && isUuid(value)) filters[key] = value;
  }
  const status = params.get('status');
  if (status && (LEAVE_STATUSES as readonly string[]).includes(status))
    filters.status = status as LeaveStatus;
  for (const key of DAY_KEYS) {
    const value = params.get(key);
    if (value && isIsoDate(value)) filters[key] = value;
  }
  return filters;
}

/** The URL of a set of filters and a page: only what is set, page 1 left out. */
export function paramsFromFilters(filters: LeaveFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Every filter cleared (typed whole, so a new filter cannot be left out of Clear filters). */
export const NO_LEAVE_FILTERS: Record<keyof LeaveFilters, undefined> = {
  q: undefined,
  userId: undefined,
  departmentId: undefined,
  leaveTypeId: undefined,
  status: undefined,
  from: undefined,
  to: undefined,
};

/** How many filters are set (for the "Clear filters" button and the empty state). */
export const countFilters = (filters: LeaveFilters) => Object.values(filters).filter(Boolean).length;
