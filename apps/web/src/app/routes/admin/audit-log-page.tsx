import { AUDIT_ENTITY_TYPES, type AuditEntry } from '@taskflow/shared';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { inputClasses } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBox } from '../../../components/ui/search-box';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuditLog } from '../../../features/admin/api/admin-api';
import { useDocumentTitle } from '../../../lib/use-document-title';

const PAGE_SIZE = 25;

function pretty(json: string | null) {
  if (json === null) return '—';
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <span className="font-mono font-semibold">{entry.action}</span>
        <span className="break-all text-slate-600 dark:text-slate-400">by {entry.actorEmail}</span>
        <time dateTime={entry.createdAt} className="text-slate-500 dark:text-slate-400">
          {new Date(entry.createdAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' })}
        </time>
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700 dark:text-brand-100">Before and after</summary>
        <div className="mt-2 grid gap-3 md:grid-cols-2">
          <div>
            <p className="text-xs font-semibold text-slate-500 uppercase dark:text-slate-400">Before</p>
            <pre className="mt-1 max-h-64 overflow-auto rounded-lg bg-slate-50 p-2 text-xs whitespace-pre-wrap break-all dark:bg-slate-950">
              {pretty(entry.before)}
            </pre>
          </div>
          <div>
            <p className="text-xs font-semibold text-slate-500 uppercase dark:text-slate-400">After</p>
            <pre className="mt-1 max-h-64 overflow-auto rounded-lg bg-slate-50 p-2 text-xs whitespace-pre-wrap break-all dark:bg-slate-950">
              {pretty(entry.after)}
            </pre>
          </div>
        </div>
      </details>
    </li>
  );
}

/** Audit log: every admin change, newest first; read-only. */
export default function AdminAuditLogPage() {
  useDocumentTitle('Audit log');
  const [search, setSearch] = useState('');
  const [entityType, setEntityType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useAuditLog({
    q: search.trim() || undefined,
    entityType: entityType || undefined,
    from: from || undefined,
    to: to || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return (
    <div className="space-y-6">
      <PageHeader
        title="Audit log"
        description="Every change made in the admin area: who, when, what, before and after."
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SearchBox label="Search by person or action" value={search} onChange={reset(setSearch)} />
        <select
          aria-label="What changed"
          className={inputClasses(false)}
          value={entityType}
          onChange={(event) => reset(setEntityType)(event.target.value)}
        >
          <option value="">Everything</option>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-2 text-sm">
          <span className="shrink-0 text-slate-600 dark:text-slate-400">From</span>
          <input
            type="date"
            className={inputClasses(false)}
            value={from}
            onChange={(event) => reset(setFrom)(event.target.value)}
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span className="shrink-0 text-slate-600 dark:text-slate-400">To</span>
          <input
            type="date"
            className={inputClasses(false)}
            value={to}
            onChange={(event) => reset(setTo)(event.target.value)}
          />
        </label>
      </div>
      {isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-16" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the audit log.
        </p>
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title="No changes recorded"
          description="Admin changes appear here as they happen."
        />
      ) : (
        <>
          <ol aria-label="Audit entries" className="space-y-3">
            {data.data.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
          <Pagination meta={data.meta} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
