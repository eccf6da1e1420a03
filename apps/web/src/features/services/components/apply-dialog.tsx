import { useQuery } from '@tanstack/react-query';
import {
  type ApplyClients,
  type ApplyServiceBody,
  CUSTOMER_ENTITY_TYPE_LABELS,
  CUSTOMER_ENTITY_TYPES,
  type CustomerEntityType,
  type ServiceSummary,
} from '@taskflow/shared';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ColleagueField } from '../../../components/forms/colleague-field';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { SearchBox } from '../../../components/ui/search-box';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/auth';
import { customersQueryOptions, customerTagsQueryOptions } from '../../../lib/customer-queries';
import { useToday } from '../../../lib/dates';
import { useCurrentOrganization } from '../../../lib/organization';
import { useDebounced } from '../../../lib/use-debounced';
import { useApplyCount, useApplyService } from '../api/services';
import { type BillingChoice, BillingFields, billingBody, NOT_BILLED } from './billing-fields';

type Mode = ApplyClients['by'];
const MODES: { value: Mode; label: string }[] = [
  { value: 'ids', label: 'Pick clients' },
  { value: 'tag', label: 'By tag' },
  { value: 'filter', label: 'By filter' },
];
/** Clients the picker lists at once; a search narrows a longer list. */
export const PICKER_PAGE = 100;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The checkboxes of clients, searched on the server, with "all shown" at the top. */
function ClientPicker({
  selected,
  onChange,
}: {
  selected: Set<string>;
  onChange: (ids: Set<string>) => void;
}) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 250);
  const clients = useQuery(customersQueryOptions({ page: 1, pageSize: PICKER_PAGE, q }));
  const shown = clients.data?.data ?? [];
  const allShown = shown.length > 0 && shown.every((client) => selected.has(client.id));
  const toggle = (ids: string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(next);
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        Clients{' '}
        <span className="font-normal text-slate-500 dark:text-slate-400">({selected.size} selected)</span>
      </legend>
      <SearchBox
        label="Search clients"
        placeholder="Search by name, PAN or GSTIN"
        value={search}
        onChange={setSearch}
      />
      <div className="max-h-72 overflow-y-auto rounded-lg border border-slate-200 dark:border-slate-800">
        {clients.isPending ? (
          <div className="grid gap-2 p-3">
            <Skeleton className="h-5" />
            <Skeleton className="h-5" />
          </div>
        ) : shown.length === 0 ? (
          <p className="p-3 text-sm text-slate-600 dark:text-slate-400">No client matches.</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            <li>
              <label className="flex items-center gap-2 px-3 py-2 text-sm font-medium">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={allShown}
                  onChange={(event) =>
                    toggle(
                      shown.map((client) => client.id),
                      event.target.checked,
                    )
                  }
                />
                All {plural(shown.length, 'client')} shown
                {(clients.data?.meta.total ?? 0) > shown.length && ` of ${clients.data?.meta.total}`}
              </label>
            </li>
            {shown.map((client) => (
              <li key={client.id} className="flex items-center gap-2 px-3 py-2 text-sm">
                <label className="flex min-w-0 flex-1 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={selected.has(client.id)}
                    onChange={(event) => toggle([client.id], event.target.checked)}
                  />
                  <span className="min-w-0 wrap-anywhere">{client.businessName}</span>
                </label>
                {client.tags.length > 0 && (
                  <span className="hidden max-w-[40%] truncate text-xs text-slate-500 sm:block dark:text-slate-400">
                    {client.tags.join(', ')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}

/**
 * Apply a service to many clients at once (issue 40, item 4): picked by checkboxes, all with a tag, or by
 * responsible member and entity type; from a first period, with an optional assignee. The count of
 * clients it will reach (and of those that have it already) is asked of the server as the choice changes.
 */
export function ApplyDialog({ service, onDone }: { service: ServiceSummary; onDone: () => void }) {
  const today = useToday();
  const [mode, setMode] = useState<Mode>('ids');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [tag, setTag] = useState('');
  const [responsibleId, setResponsibleId] = useState<string | null>(null);
  const [nobodyResponsible, setNobodyResponsible] = useState(false);
  const [entityType, setEntityType] = useState<CustomerEntityType | ''>('');
  const [month, setMonth] = useState(today.slice(0, 7));
  const [assigneeId, setAssigneeId] = useState<string | null>(null);
  const tags = useQuery(customerTagsQueryOptions);
  const apply = useApplyService(service.id);
  // How these clients are billed for it: set only by Rates and Billing holders (issue 42).
  const canBill = useCan('time.billing');
  const currency = useCurrentOrganization().data?.currency ?? 'INR';
  const [billing, setBilling] = useState<BillingChoice>(NOT_BILLED);
  const [billingErrors, setBillingErrors] = useState<{ billingMode?: string; feeMinor?: string }>({});

  const clients = useMemo((): ApplyClients | null => {
    if (mode === 'ids') return selected.size ? { by: 'ids', ids: [...selected] } : null;
    if (mode === 'tag') return tag ? { by: 'tag', tag } : null;
    return {
      by: 'filter',
      ...(nobodyResponsible ? { responsibleId: 'none' } : responsibleId ? { responsibleId } : {}),
      ...(entityType ? { entityType } : {}),
    };
  }, [mode, selected, tag, responsibleId, nobodyResponsible, entityType]);
  const isMonth = /^\d{4}-\d{2}$/.test(month);
  const body = useMemo(
    (): ApplyServiceBody | null =>
      clients && isMonth ? { clients, startsOn: `${month}-01`, assigneeId } : null,
    [clients, isMonth, month, assigneeId],
  );
  const count = useApplyCount(service.id, useDebounced(body, 250));
  const toApply = body ? (count.data?.applied ?? 0) : 0;

  const submit = async () => {
    if (!body) return;
    // The billing goes with the apply only: the count does not depend on it.
    const billed = canBill ? billingBody(billing, currency) : null;
    if (billed && 'error' in billed) return setBillingErrors({ feeMinor: billed.error });
    setBillingErrors({});
    try {
      const result = await apply.mutateAsync(billed ? { ...body, ...billed } : body);
      toast.success(
        `${service.name} applied to ${plural(result.applied, 'client')}${
          result.skipped ? `; ${plural(result.skipped, 'client')} had it already` : ''
        }. Their jobs are being made.`,
      );
      onDone();
    } catch (error) {
      if (error instanceof ApiError && (error.fields.feeMinor || error.fields.billingMode)) {
        setBillingErrors({ feeMinor: error.fields.feeMinor, billingMode: error.fields.billingMode });
        return;
      }
      toast.error(
        error instanceof ApiError ? error.message : 'Could not apply the service. Try again later.',
      );
    }
  };

  return (
    <div className="grid gap-5 p-4 sm:p-6">
      <div className="pr-8">
        <h2 className="text-xl font-semibold">Apply {service.name}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Each client gets a job per period, made ahead by the schedule, never twice for one period.
        </p>
      </div>
      {/* In a box of its own: as an item of the grid the control would stretch to an empty full-width frame. */}
      <div>
        <SegmentedControl legend="Choose clients" options={MODES} value={mode} onChange={setMode} />
      </div>
      {mode === 'ids' && <ClientPicker selected={selected} onChange={setSelected} />}
      {mode === 'tag' && (
        <SelectField
          label="Tag"
          empty="Choose a tag"
          choices={(tags.data ?? []).map((entry) => ({
            id: entry.tag,
            label: `${entry.tag} (${plural(entry.count, 'client')})`,
          }))}
          hint={
            tags.data?.length === 0 ? 'No client has a tag yet: add tags on the clients first.' : undefined
          }
          value={tag}
          onChange={(event) => setTag(event.target.value)}
        />
      )}
      {mode === 'filter' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            {nobodyResponsible ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">Clients nobody answers for.</p>
            ) : (
              <ColleagueField
                label="Responsible member"
                value={responsibleId}
                onChange={setResponsibleId}
                emptyChoice="Anyone"
              />
            )}
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={nobodyResponsible}
                onChange={(event) => setNobodyResponsible(event.target.checked)}
              />
              Only clients without a responsible member
            </label>
          </div>
          <SelectField
            label="Entity type"
            empty="Any"
            choices={CUSTOMER_ENTITY_TYPES.map((id) => ({ id, label: CUSTOMER_ENTITY_TYPE_LABELS[id] }))}
            value={entityType}
            onChange={(event) => setEntityType(event.target.value as CustomerEntityType | '')}
          />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First period"
          type="month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          hint="The period holding this month gets the first job (its job appears when its time comes)."
          error={isMonth ? undefined : 'Choose a month'}
        />
        <ColleagueField
          label="Assignee"
          value={assigneeId}
          onChange={setAssigneeId}
          emptyChoice="Each client's responsible member"
          hint="Does the steps that would go to the client's responsible member."
        />
      </div>
      {canBill && (
        <BillingFields value={billing} onChange={setBilling} currency={currency} errors={billingErrors} />
      )}
      <p role="status" className="text-sm" aria-live="polite">
        {!body
          ? mode === 'ids'
            ? 'Choose the clients.'
            : mode === 'tag'
              ? 'Choose a tag.'
              : ''
          : count.isError
            ? count.error instanceof ApiError
              ? count.error.message
              : 'Could not count the clients.'
            : count.data
              ? `${plural(count.data.applied, 'client')} will get ${service.name}${
                  count.data.skipped
                    ? `; ${plural(count.data.skipped, 'client')} ${count.data.skipped === 1 ? 'has' : 'have'} it already`
                    : ''
                }.`
              : 'Counting the clients…'}
      </p>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} isLoading={apply.isPending} disabled={!body || toApply === 0}>
          Apply to {plural(toApply, 'client')}
        </Button>
      </div>
    </div>
  );
}
