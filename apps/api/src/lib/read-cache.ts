import type { LiveHub } from './live-events';

/**
 * The tables whose every change a database trigger announces with its organizations (migration 0017);
 * `read-cache.test.ts` holds this list to the triggers. An answer that read any other table is not kept.
 */
export const ANNOUNCED_TABLES: ReadonlySet<string> = new Set([
  'billing_batches',
  'client_jobs',
  'client_services',
  'customer_contacts',
  'customers',
  'departments',
  'event_attendees',
  'events',
  'holidays',
  'hourly_rates',
  'invitations',
  'leave_attachments',
  'leave_blackouts',
  'leave_delegations',
  'leave_ledger',
  'leave_request_steps',
  'leave_requests',
  'leave_types',
  'milestones',
  'notification_preferences',
  'notifications',
  'organizations',
  'project_members',
  'projects',
  'report_definitions',
  'report_schedules',
  'roles',
  'saved_views',
  'service_extensions',
  'service_steps',
  'services',
  'subtasks',
  'task_attachments',
  'task_comments',
  'task_counters',
  'task_dependencies',
  'task_history',
  'task_series',
  'task_watchers',
  'task_work_types',
  'tasks',
  'time_entries',
  'timesheet_events',
  'timesheets',
  'users',
]);

/**
 * Every other table, and why no kept answer may read it: a new table goes in one list or the other
 * (`read-cache.test.ts` holds the two lists to the schema), so nobody adds one without deciding.
 */
export const UNANNOUNCED_TABLES: Readonly<Record<string, string>> = {
  audit_log: 'the platform admin reads it, never through a kept route',
  // Billing (issue 42): every reader needs time.billing, and an invoice's numbers move under row locks.
  billing_settings: 'what documents say of the firm, read by the billing routes, never kept',
  // Requests to clients (issue 41): read by their own routes and the public client page, never kept; a job's
  // state they move is written to client_jobs, which is announced.
  client_job_time:
    "client jobs' time, kept from time entries and tasks by triggers in the same transaction: read by realisation, never kept",
  client_links: 'client links (hashed tokens): opened per request, never kept',
  client_request_events: 'what happened to a request, read by its page, never kept',
  client_request_files: "a client's files, read by the request and client pages, never kept",
  client_request_items: 'the items of requests to clients, read by their own routes, never kept',
  client_requests: 'requests to clients, read by their own routes, never kept',
  event_guests: 'guest tokens and answers, read by the RSVP page and the event page, never kept',
  features: 'public site content, cached by the prerendered pages instead',
  inquiries: 'contact and demo requests, read by the platform admin only',
  invoice_counters:
    'the last number of each series, moved by the issuing transaction, never read for an answer',
  invoice_lines: 'the lines of invoices and credit notes, read by the billing routes, never kept',
  invoices: 'invoices and credit notes, read by the billing routes, never kept',
  jobs: 'the job queue',
  login_attempts: 'the login throttle',
  oidc_states: 'single sign-on handshakes',
  organization_storage:
    'upload byte counts kept by triggers: read by the upload check and the storage page, never kept',
  outbox: 'mail waiting to be sent',
  password_resets: 'reset tokens',
  // Payments (issue 42): money moves under row locks and every reader needs time.billing; never kept.
  payment_allocations: 'what a payment paid on each invoice, read by the billing routes, never kept',
  payments: 'payments received from clients, read by the billing routes, never kept',
  personal_access_tokens: 'hashed access tokens (issue 43): looked up per bearer request, never kept',
  pricing_plans: 'public site content, cached by the prerendered pages instead',
  project_task_counts: 'kept from tasks by triggers in the same transaction: read as tasks (below)',
  rate_limit_windows: 'request counters',
  sessions: 'sessions have their own cache (modules/sessions/session-cache.ts)',
  site_content: 'public site content, cached by the prerendered pages instead',
  user_identities: 'single sign-on links',
  // Webhooks (issue 43): read by their administrators' routes and the delivery jobs, never kept.
  webhook_attempts: 'the answers of webhook deliveries, read by the delivery log, never kept',
  webhook_deliveries: 'webhook deliveries, moved by the delivery jobs, never kept',
  webhook_endpoints:
    'webhook endpoints (sealed secrets), read by their routes and the delivery jobs, never kept',
  webhook_events: 'the webhook outbox, written in the changes that are events, never kept',
};

/**
 * Announced tables whose announcements also name the keys of the changed rows, before and after the
 * change (migration 0029): 'u:' and the person a row belongs to or is assigned to, 't:' its task, 'p:' its
 * project. A read that names which rows of such a table it read (`narrowReads`) is dropped by a change
 * to those rows only, not by every change in the organization.
 */
export const KEYED_TABLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // Each key prefix and the column its trigger reads it from (the trigger's arguments in 0029; tasks'
  // own function in 0031).
  notifications: { u: 'user_id' },
  subtasks: { t: 'task_id' },
  task_watchers: { u: 'user_id', t: 'task_id' },
  tasks: { u: 'assignee_id', t: 'id', p: 'project_id', q: 'project_id' },
  time_entries: { u: 'user_id', t: 'task_id' },
  timesheets: { u: 'user_id' },
};

/**
 * Keys of KEYED_TABLES announced only for a change that can move what they stand for: a row added or
 * removed, or an update of one of these columns (migration 0031). 'q:' and a project: its progress, what
 * the projects list counts over the reader's reach; a priority change or a new title leaves it.
 */
export const KEYS_ON_CHANGE_OF: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  tasks: { q: ['project_id', 'status', 'due_date', 'assignee_id'] },
};

/**
 * Tables kept by triggers from an announced table, in the same transaction as its change: reading one
 * is reading the other (project_task_counts from tasks, migration 0016).
 */
const ANNOUNCED_THROUGH: Readonly<Record<string, string>> = { project_task_counts: 'tasks' };

/** What `store` needs from the moment a read began. */
export interface ReadTicket {
  /** How many changes had been heard when the read began. */
  heard: number;
  epoch: number;
  /** The tables the read named, filled while it runs (db/read-tracking.ts). */
  tables: Set<string>;
  /** Tables of KEYED_TABLES of which the read named only the rows of these keys (`narrowReads`). */
  narrowed: Map<string, Set<string>>;
}

interface Entry {
  body: Buffer;
  org: string;
  /** Whose answer it is. */
  user: string;
  tables: string[];
  /** Tables of KEYED_TABLES of which the answer read only the rows of these keys. */
  narrowed: Map<string, string[]>;
  heard: number;
  storedAt: number;
}

/** Sizes in bytes of the encoded answers. */
export interface ReadCacheLimits {
  maxBytes: number;
  maxEntryBytes: number;
  /** Answers that depend on the clock ("overdue", "this week") are read again after this long. */
  maxAgeMs: number;
}

const DEFAULT_LIMITS: ReadCacheLimits = {
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 2 * 1024 * 1024,
  maxAgeMs: 10_000,
};

/**
 * Answers of read routes kept in memory by caller and URL, each with the tables its queries named. A
 * change to one of those tables in the caller's organization, announced by a trigger whoever makes it
 * (migration 0017), makes the answer stale; any change of access, and any gap in what was heard, drops
 * everything. An answer is given only after `awaitEventsSince` the request's arrival, so every change
 * committed before the request arrived has been heard: the next request after a change always reads
 * afresh (decision 014).
 */
export function createReadCache(
  live: Pick<LiveHub, 'onRowsChanged' | 'onAccessChanged' | 'onEventsLost' | 'awaitEventsSince'>,
  limits: ReadCacheLimits = DEFAULT_LIMITS,
) {
  const entries = new Map<string, Entry>();
  // The number of the change that last touched `table` (every organization), `table:org`, and for the
  // tables of KEYED_TABLES `table:org:key` (the rows of that key) or `table:org:?` (any row).
  const lastChange = new Map<string, number>();
  let heard = 0;
  let epoch = 0;
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  live.onRowsChanged((event) => {
    heard++;
    if (!event.orgs) {
      lastChange.set(event.table, heard);
      return;
    }
    for (const org of event.orgs) {
      lastChange.set(`${event.table}:${org}`, heard);
      if (!(event.table in KEYED_TABLES)) continue;
      // An announcement that names no key (too many rows, or made by hand) may have changed any row.
      if (!Array.isArray(event.keys)) lastChange.set(`${event.table}:${org}:?`, heard);
      else for (const key of event.keys) lastChange.set(`${event.table}:${org}:${key}`, heard);
    }
  });
  function dropAll() {
    epoch++;
    entries.clear();
    bytes = 0;
  }
  // Who may see what changed, or changes may have gone unheard: nothing kept may be trusted.
  live.onAccessChanged(dropAll);
  live.onEventsLost(dropAll);

  const changedSince = (key: string, heardAt: number) => (lastChange.get(key) ?? 0) > heardAt;
  function isCurrent(entry: Entry): boolean {
    if (Date.now() - entry.storedAt > limits.maxAgeMs) return false;
    for (const table of entry.tables) {
      if (changedSince(table, entry.heard)) return false;
      const inOrg = `${table}:${entry.org}`;
      const keys = entry.narrowed.get(table);
      if (!keys) {
        if (changedSince(inOrg, entry.heard)) return false;
      } else if (
        changedSince(`${inOrg}:?`, entry.heard) ||
        keys.some((key) => changedSince(`${inOrg}:${key}`, entry.heard))
      )
        return false;
    }
    return true;
  }

  async function currentBody(key: string, arrival: number): Promise<Buffer | undefined> {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (!(await live.awaitEventsSince(arrival))) return undefined;
    if (entries.get(key) !== entry) return undefined;
    if (!isCurrent(entry)) {
      forget(key, entry);
      return undefined;
    }
    return entry.body;
  }

  function forget(key: string, entry: Entry) {
    entries.delete(key);
    bytes -= entry.body.length;
  }

  return {
    /** Take this before the read's first query. */
    begin(): ReadTicket {
      return { heard, epoch, tables: new Set(), narrowed: new Map() };
    },
    /**
     * The kept answer for `key`, once every change committed before `arrival` (the request's
     * `live.eventsMark()`) has been heard.
     */
    async get(key: string, arrival: number): Promise<Buffer | undefined> {
      const body = await currentBody(key, arrival);
      if (body) hits++;
      else misses++;
      return body;
    },
    /** Keeps `user`'s answer of a read begun with `ticket`, unless something it named changed meanwhile. */
    store(key: string, org: string, ticket: ReadTicket, body: Buffer, user = ''): boolean {
      if (ticket.epoch !== epoch || ticket.tables.size === 0) return false;
      const tables = new Set([...ticket.tables].map((table) => ANNOUNCED_THROUGH[table] ?? table));
      for (const table of tables) if (!ANNOUNCED_TABLES.has(table)) return false;
      if (body.length > limits.maxEntryBytes) return false;
      const narrowed = new Map<string, string[]>();
      for (const [table, keys] of ticket.narrowed)
        if (table in KEYED_TABLES && tables.has(table)) narrowed.set(table, [...keys]);
      const entry: Entry = {
        body,
        org,
        user,
        tables: [...tables],
        narrowed,
        heard: ticket.heard,
        storedAt: Date.now(),
      };
      if (!isCurrent(entry)) return false;
      const previous = entries.get(key);
      if (previous) forget(key, previous);
      // Oldest first: Map keeps insertion order.
      for (const [oldKey, old] of entries) {
        if (bytes + body.length <= limits.maxBytes) break;
        forget(oldKey, old);
      }
      entries.set(key, entry);
      bytes += body.length;
      return true;
    },
    /** Of the kept answer for `key`, the keyed tables it read only some rows of, and their keys. */
    narrowedOf(key: string): ReadonlyMap<string, readonly string[]> {
      return entries.get(key)?.narrowed ?? new Map();
    },
    /** The tables the kept answer for `key` read (none when nothing is kept): what changes drop it. */
    tablesOf(key: string): readonly string[] {
      return entries.get(key)?.tables ?? [];
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    /** How many answers were given from memory (tests and metrics). */
    get hits() {
      return hits;
    },
    /** How many lookups found no current answer and were read afresh (metrics). */
    get misses() {
      return misses;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}
