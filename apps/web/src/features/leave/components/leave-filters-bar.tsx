import { LEAVE_STATUSES, type LeaveStatus } from '@taskflow/shared';
import { clsx } from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ColleagueField } from '../../../components/forms/colleague-field';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { type LeaveFilters, useLeaveTypes, useOrgOptions } from '../api/leave';
import { countFilters, NO_LEAVE_FILTERS } from '../lib/leave-filters';

const SEARCH_DELAY_MS = 300;

/** All leave's filters: person, department, type, status and a date range, plus a name search. */
export function LeaveFiltersBar({
  filters,
  onChange,
}: {
  filters: LeaveFilters;
  /** Called with the filters that changed (a cleared one as undefined). */
  onChange: (change: Partial<LeaveFilters>) => void;
}) {
  const types = useLeaveTypes(true);
  const options = useOrgOptions();
  const [search, setSearch] = useState(filters.q ?? '');
  // On a phone the filters fold away behind one button, so the list is in view first.
  const [isOpen, setOpen] = useState(false);
  const setCount = countFilters(filters);

  // The search box settles into the URL once the person pauses typing.
  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === (filters.q ?? '')) return;
    const timer = setTimeout(() => onChange({ q: trimmed || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q, onChange]);

  return (
    <div className="grid gap-3">
      <Button
        variant="secondary"
        className="sm:hidden"
        aria-expanded={isOpen}
        aria-controls="leave-filters"
        onClick={() => setOpen((open) => !open)}
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {isOpen ? 'Hide filters' : `Filters${setCount ? ` (${setCount})` : ''}`}
      </Button>
      <section
        id="leave-filters"
        aria-label="Filters"
        className={clsx(
          'gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900',
          isOpen ? 'grid' : 'hidden',
        )}
      >
        <TextField
          label="Search"
          type="search"
          placeholder="Name or employee ID"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <ColleagueField
          label="Person"
          value={filters.userId}
          onChange={(id) => onChange({ userId: id ?? undefined })}
          emptyChoice="Everyone"
        />
        <SelectField
          label="Department"
          empty="All departments"
          choices={(options.data?.departments ?? []).map((d) => ({ id: d.id, label: d.name }))}
          value={filters.departmentId ?? ''}
          onChange={(event) => onChange({ departmentId: event.target.value || undefined })}
        />
        <SelectField
          label="Type"
          empty="All types"
          choices={(types.data ?? []).map((type) => ({ id: type.id, label: type.name }))}
          value={filters.leaveTypeId ?? ''}
          onChange={(event) => onChange({ leaveTypeId: event.target.value || undefined })}
        />
        <SelectField
          label="Status"
          empty="Any status"
          choices={LEAVE_STATUSES.map((status) => ({ id: status, label: status }))}
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({ status: (event.target.value || undefined) as LeaveStatus | undefined })
          }
        />
        <TextField
          label="From"
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
        />
        <TextField
          label="To"
          type="date"
          min={filters.from}
          value={filters.to ?? ''}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
        />
        <div className="flex items-end">
          <Button
            variant="ghost"
            disabled={setCount === 0}
            onClick={() => {
              setSearch('');
              onChange(NO_LEAVE_FILTERS);
            }}
          >
            Clear filters
          </Button>
        </div>
      </section>
    </div>
  );
}
