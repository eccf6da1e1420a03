/**
 * Indian digit grouping: 2049 -> ₹2,049, 100000 -> ₹1,00,000. Kept apart from the schemas so pages can format
 * without loading zod; its format is made on first use, not when every page loads this module.
 */
export function formatRupees(amount: number): string {
  rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  return rupees.format(amount);
}
let rupees: Intl.NumberFormat | undefined;

/*
 * Dates and times: one rule for screens, notifications, emails and .ics (DESIGN.md, "Time").
 * An instant is shown in the organization's time zone (or the person's own, when their profile sets
 * one), with the zone named when it differs from the viewer's browser; servers, which have no viewer,
 * always name it. One date format everywhere: "15 Dec 2026"; times on the 24-hour clock: "15:00".
 */

/** The locale of every date and time the product writes. */
export const DATE_LOCALE = 'en-GB';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone, ...options });
    formatters.set(key, found);
  }
  return found;
}

/**
 * Zone names the runtime has accepted. Whether it knows a name is fixed for the life of the process (its
 * time-zone data does not change under it), so nothing invalidates this; only accepted names are kept, so
 * it holds at most the few hundred real zones. Asking the runtime builds a formatter (~150 µs): the
 * Detailed export asked for two dates a row and spent 15.7 of its 18.7 s there.
 */
const knownZones = new Set<string>();

/** Whether the runtime knows a zone name (aliases such as Asia/Calcutta included). */
export function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: zone });
  } catch {
    return false;
  }
  knownZones.add(zone);
  return true;
}

/** A zone to format in: the wanted one when known, else UTC. */
function zoneOrUtc(zone: string | null | undefined): string {
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/** The browser's (or server's) own zone. */
export function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** Minutes a zone is ahead of UTC at an instant (India: 330). */
export function timeZoneOffsetMinutes(timeZone: string, at: Date | string = new Date()): number {
  const date = toDate(at);
  const parts = Object.fromEntries(
    formatter(zoneOrUtc(timeZone), {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return Math.round((asUtc - (date.getTime() - date.getUTCMilliseconds())) / 60_000);
}

/** "GMT+5:30", "GMT", "GMT-4": a zone's offset at an instant, the same on every platform. */
export function zoneLabel(timeZone: string, at: Date | string = new Date()): string {
  const offset = timeZoneOffsetMinutes(timeZone, at);
  if (offset === 0) return 'GMT';
  const sign = offset > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

export interface ZoneOptions {
  /** The zone the instant is shown in (the organization's or the person's). */
  timeZone?: string | null;
  /** The viewer's own zone: the zone is named only when it differs. Leave out to always name it. */
  viewerTimeZone?: string | null;
}

function sameOffset(a: string, b: string, at: Date): boolean {
  return a === b || timeZoneOffsetMinutes(a, at) === timeZoneOffsetMinutes(b, at);
}

function zoneSuffix(at: Date, { timeZone, viewerTimeZone }: ZoneOptions): string {
  const zone = zoneOrUtc(timeZone);
  if (viewerTimeZone && sameOffset(zone, viewerTimeZone, at)) return '';
  return ` ${zoneLabel(zone, at)}`;
}

/** "15 Dec 2026": the date of an instant in a zone. */
export function formatDate(value: string | Date, timeZone?: string | null): string {
  return formatter(zoneOrUtc(timeZone), { day: 'numeric', month: 'short', year: 'numeric' }).format(
    toDate(value),
  );
}

/** "15 Dec 2026" for a calendar day ("2026-12-15"), which has no zone. */
export function formatCalendarDate(day: string): string {
  return formatDate(`${day.slice(0, 10)}T00:00:00Z`, 'UTC');
}

/** "15:00", with the zone when the viewer's differs: "15:00 GMT+5:30". */
export function formatTime(value: string | Date, options: ZoneOptions = {}): string {
  const date = toDate(value);
  const time = formatter(zoneOrUtc(options.timeZone), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${time}${zoneSuffix(date, options)}`;
}

/** "Tue, 15 Dec 2026, 15:00 GMT+5:30": an instant, with its zone named per the rule above. */
export function formatDateTime(value: string | Date, options: ZoneOptions = {}): string {
  const date = toDate(value);
  const zone = zoneOrUtc(options.timeZone);
  const day = formatter(zone, { weekday: 'short' }).format(date);
  const time = formatter(zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  return `${day}, ${formatDate(date, zone)}, ${time}${zoneSuffix(date, options)}`;
}

/** An event's time: its start, and its end when it has a duration ("…, 15:00 – 16:00 GMT+5:30"). */
export function formatTimeRange(
  start: string | Date,
  durationMinutes: number | null | undefined,
  options: ZoneOptions = {},
): string {
  const from = toDate(start);
  if (!durationMinutes) return formatDateTime(from, options);
  const zone = zoneOrUtc(options.timeZone);
  const to = new Date(from.getTime() + durationMinutes * 60_000);
  const startText = formatDateTime(from, { timeZone: zone, viewerTimeZone: zone });
  const sameDay = formatDate(from, zone) === formatDate(to, zone);
  const endText = sameDay
    ? formatTime(to, { timeZone: zone, viewerTimeZone: zone })
    : formatDateTime(to, { timeZone: zone, viewerTimeZone: zone });
  return `${startText} – ${endText}${zoneSuffix(from, options)}`;
}

/** "YYYY-MM-DDTHH:mm" as a datetime-local input shows an instant in a zone. */
export function isoToZonedInput(iso: string | Date, timeZone: string | null | undefined): string {
  const date = toDate(iso);
  const shifted = new Date(date.getTime() + timeZoneOffsetMinutes(zoneOrUtc(timeZone), date) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** The instant a datetime-local value ("2026-12-15T15:00") means in a zone. */
export function zonedInputToIso(local: string, timeZone: string | null | undefined): string {
  const zone = zoneOrUtc(timeZone);
  const asUtc = new Date(`${local.slice(0, 16)}:00Z`).getTime();
  if (Number.isNaN(asUtc)) return new Date(Number.NaN).toString();
  // Twice: the offset can change between the guess and the answer (daylight saving).
  let guess = asUtc - timeZoneOffsetMinutes(zone, new Date(asUtc)) * 60_000;
  guess = asUtc - timeZoneOffsetMinutes(zone, new Date(guess)) * 60_000;
  return new Date(guess).toISOString();
}

// A list query asks for today once per row set; building an Intl.DateTimeFormat costs more than that
// query, so one per zone is kept. en-CA writes dates as YYYY-MM-DD.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "2026-12-15": the date of an instant (now by default) in a zone, UTC when the zone is unknown.
 * "today", "overdue" and "due tomorrow" are judged there: the one "date in a zone" of the web and the API.
 */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  const zone = zoneOrUtc(timeZone);
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format.format(now);
}

export interface TimeZoneChoice {
  id: string;
  /** "(GMT+5:30) Asia/Kolkata" */
  label: string;
  offsetMinutes: number;
}

/** Old names some platforms still list, and the current name each became. */
const RENAMED_ZONES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'America/Godthab': 'America/Nuuk',
};

/** Current zone names, each once, with their offsets now, ordered by offset then name. */
export function listTimeZones(extra: (string | null | undefined)[] = []): TimeZoneChoice[] {
  let zones: string[] = [];
  try {
    zones = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    zones = [];
  }
  const names = new Set<string>();
  for (const zone of [...zones, ...extra, 'UTC', 'Asia/Kolkata']) {
    if (!zone) continue;
    const current = RENAMED_ZONES[zone] ?? zone;
    if (isTimeZone(current)) names.add(current);
  }
  const now = new Date();
  return [...names]
    .map((id) => {
      const offsetMinutes = timeZoneOffsetMinutes(id, now);
      return { id, offsetMinutes, label: `(${zoneLabel(id, now)}) ${id.replaceAll('_', ' ')}` };
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.id.localeCompare(b.id));
}

/**
 * The zone a person's "today" is judged in: their own (My profile) when set and known, else their
 * organization's, else UTC. Never the browser's or the server's: with the organization in Asia/Kolkata
 * and a browser in UTC, 00:11 IST is already tomorrow for everyone in the organization.
 */
export function zoneOfPerson(
  personZone: string | null | undefined,
  organizationZone: string | null | undefined,
): string {
  if (personZone && isTimeZone(personZone)) return personZone;
  return zoneOrUtc(organizationZone);
}

/**
 * "Today" (YYYY-MM-DD) for a person: the one rule for every calendar, the Gantt, the workload, "who is
 * out", the timer and the timesheet, on the web and in the API.
 */
export function todayFor(
  zones: { personZone?: string | null; organizationZone?: string | null },
  now: Date = new Date(),
): string {
  return todayIn(zoneOfPerson(zones.personZone, zones.organizationZone), now);
}
