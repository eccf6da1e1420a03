import type { HourlyRate } from '@taskflow/shared';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBox } from '../../../components/ui/search-box';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useRates, useSetRate } from '../api/time-api';

const PAGE_SIZE = 10;

function RateRow({
  kind,
  rate,
  currency,
}: {
  kind: 'projects' | 'people';
  rate: HourlyRate;
  currency: string;
}) {
  const [text, setText] = useState(rate.hourlyRate === null ? '' : String(rate.hourlyRate));
  const setRate = useSetRate();
  useEffect(() => setText(rate.hourlyRate === null ? '' : String(rate.hourlyRate)), [rate.hourlyRate]);
  const save = async () => {
    const value = text.trim() === '' ? null : Number(text);
    if (value !== null && (!Number.isFinite(value) || value < 0)) {
      toast.error('Enter an hourly rate of 0 or more');
      return;
    }
    try {
      await setRate.mutateAsync({
        ...(kind === 'projects' ? { projectId: rate.id } : { userId: rate.id }),
        hourlyRate: value,
      });
      toast.success(
        value === null ? `${rate.name}: rate removed.` : `${rate.name}: ${value} ${currency} an hour.`,
      );
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not save the rate.');
    }
  };
  const inputId = `rate-${rate.id}`;
  return (
    <li className="grid gap-2 py-2 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-center">
      <label htmlFor={inputId} className="line-clamp-2 text-sm wrap-anywhere" title={rate.name}>
        {rate.name}
      </label>
      <input
        id={inputId}
        inputMode="decimal"
        placeholder="No rate"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${inputId}-unit`}
        className={inputClasses(false)}
      />
      <div className="flex items-center gap-2">
        <span id={`${inputId}-unit`} className="text-xs text-slate-600 dark:text-slate-400">
          {currency}/hour
        </span>
        <Button variant="secondary" onClick={save} isLoading={setRate.isPending}>
          Save
        </Button>
      </div>
    </li>
  );
}

/** Hourly rates of projects or people, searched and paged; a project's rate wins over a person's. */
export function RatesPanel({ kind, currency }: { kind: 'projects' | 'people'; currency: string }) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [searchText, setSearchText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(searchText.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const { data, isPending, isError } = useRates(kind, { page, pageSize: PAGE_SIZE, q });
  const title = kind === 'projects' ? 'Project rates' : 'Person rates';
  return (
    <section
      aria-labelledby={`rates-${kind}`}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={`rates-${kind}`} className="font-semibold">
        {title}
      </h2>
      <SearchBox
        label={kind === 'projects' ? 'Search projects' : 'Search people'}
        value={searchText}
        onChange={setSearchText}
      />
      {isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the rates.
        </p>
      ) : isPending ? (
        <ListSkeleton rows={3} />
      ) : data.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nothing matches.</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {data.data.map((rate) => (
              <RateRow key={rate.id} kind={kind} rate={rate} currency={currency} />
            ))}
          </ul>
          <Pagination meta={data.meta} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
