import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The one PostgreSQL channel every API process LISTENs on; it fans events out to its own SSE clients. */
export const LIVE_CHANNEL = 'taskflow_events';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; a recipient pair is about 80 bytes. */
export const MAX_RECIPIENTS_PER_EVENT = 80;

/**
 * What travels between processes: ids only. Each process reads the rows it needs for its own
 * connected users, so a payload never carries content and never nears the size limit.
 */
export type LiveEvent =
  /** New notifications: [userId, notificationId] pairs. */
  | { type: 'notification'; recipients: Array<[string, string]> }
  /** A user's notifications changed (read, deleted): their unread count needs refreshing. */
  | { type: 'notifications_changed'; userIds: string[] }
  /**
   * What some people may do changed: a session revoked, a person deactivated or given another role,
   * a role's permissions edited. Published by database triggers (migration 0004), never by hand.
   */
  | AccessChangedEvent
  /** Tasks or projects of an organization changed: open lists and boards refetch through the API. */
  | WorkChangedEvent
  /** Renamed people, customers, projects or departments. Published by triggers (migration 0015). */
  | NamesChangedEvent
  /** Rows of a table changed. Published by triggers (migration 0017), never by hand. */
  | RowsChangedEvent;

export interface RowsChangedEvent {
  type: 'rows_changed';
  table: string;
  /** The organizations whose rows changed; null: any organization's may have. */
  orgs: string[] | null;
  /**
   * Tables of KEYED_TABLES (lib/read-cache.ts, migration 0029): the keys of the changed rows, before and
   * after ('u:' and a person's id, 't:' a task's, 'p:' a project's); null: any row may have changed.
   */
  keys?: string[] | null;
}
export type RowsListener = (event: RowsChangedEvent) => void;

export interface NamesChangedEvent {
  type: 'names_changed';
  kind: 'user' | 'customer' | 'project' | 'department';
  ids: string[];
}
export type NamesListener = (event: NamesChangedEvent) => void;

export interface WorkChangedEvent {
  type: 'work_changed';
  org: string;
  /** time: a timer or time entry changed (the timer in the top bar and time pages refetch). */
  kind: WorkKind;
  ids: string[];
  /**
   * Time and leave: whose row each id is, in the order of `ids` (null: no one person's, such as a billing
   * batch). A stream tells a receiver the ids of the rows it may read (lib/work-audience.ts).
   */
  owners?: (string | null)[];
  /**
   * The change shows beyond its owners' reach (approved leave changed: who is out), so every reader of
   * the kind is told something changed; without it, only the kind's `hinted` readers are.
   */
  shown?: true;
}
export type WorkKind = 'task' | 'project' | 'time' | 'leave';
export type WorkListener = (event: WorkChangedEvent) => void;

export interface AccessChangedEvent {
  type: 'access_changed';
  userIds?: string[];
  roleIds?: string[];
  organizationIds?: string[];
}

/**
 * Publishes through the database, so it works on both drivers and, when `db` is a transaction,
 * PostgreSQL delivers the event only after the commit (never for a rolled back change).
 */
export async function publishLiveEvent(db: Db, event: LiveEvent): Promise<void> {
  for (const notify of liveNotifications(event)) await db.execute(sql`select ${notify}`);
}

/** The `pg_notify` calls that publish `event` (one per part of a long one), to select in a statement. */
export function liveNotifications(event: LiveEvent): SQL[] {
  return splitEvent(event).map((part) => sql`pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(part)})`);
}

function splitEvent(event: LiveEvent): LiveEvent[] {
  const parts: LiveEvent[] = [];
  if (event.type === 'notification') {
    for (let start = 0; start < event.recipients.length; start += MAX_RECIPIENTS_PER_EVENT) {
      parts.push({
        type: 'notification',
        recipients: event.recipients.slice(start, start + MAX_RECIPIENTS_PER_EVENT),
      });
    }
  } else if (event.type === 'notifications_changed') {
    for (let start = 0; start < event.userIds.length; start += MAX_RECIPIENTS_PER_EVENT * 2) {
      parts.push({
        type: event.type,
        userIds: event.userIds.slice(start, start + MAX_RECIPIENTS_PER_EVENT * 2),
      });
    }
  } else if (event.type === 'work_changed') {
    // An id and its owner are about as long as a recipient pair.
    for (let start = 0; start < event.ids.length; start += MAX_RECIPIENTS_PER_EVENT) {
      const end = start + MAX_RECIPIENTS_PER_EVENT;
      parts.push({
        ...event,
        ids: event.ids.slice(start, end),
        ...(event.owners ? { owners: event.owners.slice(start, end) } : {}),
      });
    }
  } else {
    parts.push(event);
  }
  return parts;
}

/** What one user's stream is told. */
export type UserLiveEvent =
  | { type: 'notification'; notificationIds: string[] }
  | { type: 'notifications_changed' };

export type UserLiveListener = (event: UserLiveEvent) => void;
export type AccessListener = (event: AccessChangedEvent) => void;

/**
 * How many live streams one process holds. Each stream is a socket (a file descriptor) and its buffers
 * until the client lets go: without a bound, one person could hold every descriptor of the process and
 * shut out every tenant (issue: 20,000 streams on one cookie).
 */
export interface StreamLimits {
  /** One per open tab of one browser session, with room for a few. */
  perSession: number;
  /** A person's sessions together (a browser on each device). */
  perPerson: number;
  /** Every stream of this process; leaves the rest of `MAX_CONNECTIONS` to ordinary requests. */
  perProcess: number;
  /** One client address (an IPv6 client by its /64): an office behind one address, not a tenant farm. */
  perAddress: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  perSession: 6,
  perPerson: 12,
  perProcess: 2000,
  perAddress: 200,
};

/** Streams each active member adds to an organization's quota, and the quota of the smallest one. */
const STREAMS_PER_MEMBER = 3;
const SMALLEST_ORGANIZATION_QUOTA = 6;

/**
 * The streams an organization may hold in one process: three per active member, at least six (a new
 * tenant, its founder alone, has a browser's worth), and never more than a quarter of the process's, so
 * throwaway tenants from public sign-up cannot fill the pool that real users' pages need.
 */
export function organizationStreamQuota(activeMembers: number, perProcess: number): number {
  return Math.min(
    Math.max(SMALLEST_ORGANIZATION_QUOTA, STREAMS_PER_MEMBER * activeMembers),
    Math.max(SMALLEST_ORGANIZATION_QUOTA, Math.floor(perProcess / 4)),
  );
}

/** An open stream as the hub counts it. */
export interface StreamEntry {
  userId: string;
  sessionId: string;
  orgId: string;
  /** The organization's active members: its quota of streams grows with them (`organizationStreamQuota`). */
  activeMembers: number;
  /** The client's address key (lib/client-address.ts). */
  address: string;
  /** The page's own id: a new stream of the same tab and session replaces the old one. */
  tabId?: string;
  /** Ends the stream's response (its close then calls the release `admitStream` answered). */
  end: () => void;
}

/** Which bound refused a stream. */
export type StreamRefusal = 'session' | 'person' | 'organization' | 'address' | 'process';

function callEach<E>(listeners: Iterable<(event: E) => void>, event: E, onError: (error: unknown) => void) {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      onError(error);
    }
  }
}

interface ListenSource {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  awaitNotifications?(): Promise<boolean>;
  notificationsMark?(): number;
  awaitNotificationsSince?(mark: number): Promise<boolean>;
  onNotificationsLost?(handler: () => void): () => void;
}

/**
 * The process's one LISTEN on LIVE_CHANNEL, fanned out to the streams connected here, by user.
 * No state is shared between processes: each one hears every event and keeps what concerns its own clients.
 */
export function createLiveHub(
  source: ListenSource,
  onError: (error: unknown) => void = () => {},
  streamLimits: StreamLimits = DEFAULT_STREAM_LIMITS,
) {
  const listenersByUser = new Map<string, Set<UserLiveListener>>();
  const accessListeners = new Set<AccessListener>();
  const namesListeners = new Set<NamesListener>();
  const rowsListeners = new Set<RowsListener>();
  const workListeners = new Map<string, Set<WorkListener>>();
  const lostListeners = new Set<() => void>();
  const streams = new Set<StreamEntry>();
  const streamsBySession = new Map<string, Set<StreamEntry>>();
  const streamsByUser = new Map<string, Set<StreamEntry>>();
  const streamsByOrganization = new Map<string, Set<StreamEntry>>();
  const streamsByAddress = new Map<string, Set<StreamEntry>>();
  let unlisten: (() => Promise<void>) | undefined;
  source.onNotificationsLost?.(() => callEach(lostListeners, undefined, onError));

  function addTo(index: Map<string, Set<StreamEntry>>, key: string, stream: StreamEntry) {
    const set = index.get(key) ?? new Set();
    set.add(stream);
    index.set(key, set);
  }
  function removeFrom(index: Map<string, Set<StreamEntry>>, key: string, stream: StreamEntry) {
    const set = index.get(key);
    set?.delete(stream);
    if (set?.size === 0) index.delete(key);
  }
  function forget(stream: StreamEntry) {
    if (!streams.delete(stream)) return;
    removeFrom(streamsBySession, stream.sessionId, stream);
    removeFrom(streamsByUser, stream.userId, stream);
    removeFrom(streamsByOrganization, stream.orgId, stream);
    removeFrom(streamsByAddress, stream.address, stream);
  }

  function deliver(userId: string, event: UserLiveEvent) {
    callEach(listenersByUser.get(userId) ?? [], event, onError);
  }

  function onPayload(payload: string) {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch (error) {
      onError(error);
      return;
    }
    if (event.type === 'notification') {
      const idsByUser = new Map<string, string[]>();
      for (const [userId, notificationId] of event.recipients) {
        if (!listenersByUser.has(userId)) continue;
        const ids = idsByUser.get(userId) ?? [];
        ids.push(notificationId);
        idsByUser.set(userId, ids);
      }
      for (const [userId, notificationIds] of idsByUser)
        deliver(userId, { type: 'notification', notificationIds });
    } else if (event.type === 'notifications_changed') {
      for (const userId of event.userIds) deliver(userId, { type: 'notifications_changed' });
    } else if (event.type === 'work_changed') {
      callEach(workListeners.get(event.org) ?? [], event, onError);
    } else if (event.type === 'access_changed') {
      callEach(accessListeners, event, onError);
    } else if (event.type === 'names_changed') {
      callEach(namesListeners, event, onError);
    } else if (event.type === 'rows_changed') {
      callEach(rowsListeners, event, onError);
    }
  }

  return {
    async start() {
      unlisten ??= await source.listen(LIVE_CHANNEL, onPayload);
    },
    async stop() {
      const stopping = unlisten;
      unlisten = undefined;
      listenersByUser.clear();
      accessListeners.clear();
      namesListeners.clear();
      rowsListeners.clear();
      workListeners.clear();
      lostListeners.clear();
      await stopping?.();
    },
    /** How many streams this process holds (metrics). */
    openStreams() {
      return streams.size;
    },
    /** Ends every open stream, so the server can close (open streams would hold it). */
    closeStreams() {
      for (const stream of [...streams]) {
        forget(stream);
        stream.end();
      }
    },
    /**
     * Counts a stream in, within `streamLimits`, before it is opened: answers how to release it (call it
     * when the stream closes; a second call does nothing), or which bound refused it. An earlier stream
     * of the same session and tab is ended first and makes room: its page has gone or reconnected (a
     * connection that broke unseen would otherwise hold its place until a write failed).
     */
    admitStream(stream: StreamEntry): { release: () => void } | { refused: StreamRefusal } {
      if (stream.tabId !== undefined) {
        for (const earlier of streamsBySession.get(stream.sessionId) ?? []) {
          if (earlier.tabId !== stream.tabId) continue;
          forget(earlier);
          earlier.end();
        }
      }
      if ((streamsBySession.get(stream.sessionId)?.size ?? 0) >= streamLimits.perSession)
        return { refused: 'session' };
      if ((streamsByUser.get(stream.userId)?.size ?? 0) >= streamLimits.perPerson)
        return { refused: 'person' };
      const organizationQuota = organizationStreamQuota(stream.activeMembers, streamLimits.perProcess);
      if ((streamsByOrganization.get(stream.orgId)?.size ?? 0) >= organizationQuota)
        return { refused: 'organization' };
      if ((streamsByAddress.get(stream.address)?.size ?? 0) >= streamLimits.perAddress)
        return { refused: 'address' };
      if (streams.size >= streamLimits.perProcess) return { refused: 'process' };
      streams.add(stream);
      addTo(streamsBySession, stream.sessionId, stream);
      addTo(streamsByUser, stream.userId, stream);
      addTo(streamsByOrganization, stream.orgId, stream);
      addTo(streamsByAddress, stream.address, stream);
      return { release: () => forget(stream) };
    },
    /** Registers a connected stream of `userId`; call the answer when it closes. */
    subscribe(userId: string, listener: UserLiveListener): () => void {
      let set = listenersByUser.get(userId);
      if (!set) {
        set = new Set();
        listenersByUser.set(userId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listenersByUser.get(userId) === set) listenersByUser.delete(userId);
      };
    },
    /** Hears every access change (each listener picks the users and roles it cares about). */
    onAccessChanged(listener: AccessListener): () => void {
      accessListeners.add(listener);
      return () => accessListeners.delete(listener);
    },
    /**
     * Resolves true once every event committed before the call has reached the listeners above; false
     * when the process is not listening. Immediate on PGlite, whose listeners run during the COMMIT.
     */
    awaitEvents(): Promise<boolean> {
      return source.awaitNotifications?.() ?? Promise.resolve(true);
    },
    /** A mark of this moment (a request's arrival), for `awaitEventsSince`. */
    eventsMark(): number {
      return source.notificationsMark?.() ?? 0;
    },
    /**
     * Resolves true once every event committed before `mark` was taken has reached the listeners: at once
     * when a wait begun after the mark (another one's, this request's session lookup) has already proved it.
     */
    awaitEventsSince(mark: number): Promise<boolean> {
      return source.awaitNotificationsSince?.(mark) ?? Promise.resolve(true);
    },
    /** `listener` runs when events may have been missed (the LISTEN connection dropped or came back). */
    onEventsLost(listener: () => void): () => void {
      lostListeners.add(listener);
      return () => lostListeners.delete(listener);
    },
    /** Hears every rename of a person, customer, project or department. */
    onNamesChanged(listener: NamesListener): () => void {
      namesListeners.add(listener);
      return () => namesListeners.delete(listener);
    },
    /** Hears every change of rows in the tables that announce them (migration 0017). */
    onRowsChanged(listener: RowsListener): () => void {
      rowsListeners.add(listener);
      return () => rowsListeners.delete(listener);
    },
    /** Hears the task and project changes of one organization (a stream forwards them to its page). */
    onWorkChanged(orgId: string, listener: WorkListener): () => void {
      let set = workListeners.get(orgId);
      if (!set) {
        set = new Set();
        workListeners.set(orgId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && workListeners.get(orgId) === set) workListeners.delete(orgId);
      };
    },
    /** How many streams are open here (for tests and metrics). */
    get connectionCount() {
      return streams.size;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}
