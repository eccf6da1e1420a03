/**
 * iCalendar (RFC 5545) output. Every line is built by `contentLine`, which escapes text values, keeps
 * control characters out of every value and folds at 75 octets: a title, a name or a link holding a
 * line break cannot start a line of its own, so it cannot add a property or an event.
 */

/** A property value, by its RFC 5545 type; each is written one way only. */
export type IcsValue =
  /** TEXT: escaped (backslash, semicolon, comma, line breaks). */
  | { text: string }
  /** A list of TEXT values (CATEGORIES). */
  | { texts: string[] }
  /** DATE-TIME in UTC. */
  | { utc: Date }
  /** DATE, from YYYY-MM-DD. */
  | { date: string }
  /** URI, written as the URL parser serializes it. */
  | { uri: string }
  /** A value this module writes itself (`2.0`, `FREQ=YEARLY`, `TRUE`); never user text. */
  | { token: string };

/** Control characters (all but tab), which no iCalendar value may hold (RFC 5545 §3.1, CONTROL). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

/** RFC 5545 §3.3.11: `\` `;` `,` escaped, every line break written as `\n`, other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL, '');
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const EARLIEST_UTC = Date.parse('0000-01-01T00:00:00Z');
const LATEST_UTC = Date.parse('9999-12-31T23:59:59Z');

/** `20260501T100000Z`; DATE-TIME has four-digit years, so an instant outside them is clamped. */
function formatUtc(date: Date): string {
  const at = new Date(Math.min(Math.max(date.getTime(), EARLIEST_UTC), LATEST_UTC));
  return (
    `${pad(at.getUTCFullYear(), 4)}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}` +
    `T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`
  );
}

function formatDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Not a YYYY-MM-DD date: ${day}`);
  return day.replaceAll('-', '');
}

/** The parameter a type needs beside its name, and the value as written. */
function formatValue(value: IcsValue): { param: string; written: string } {
  if ('text' in value) return { param: '', written: escapeText(value.text) };
  if ('texts' in value) return { param: '', written: value.texts.map(escapeText).join(',') };
  if ('utc' in value) return { param: '', written: formatUtc(value.utc) };
  if ('date' in value) return { param: ';VALUE=DATE', written: formatDate(value.date) };
  if ('uri' in value) return { param: ';VALUE=URI', written: new URL(value.uri).href };
  return { param: '', written: value.token };
}

const OCTETS_PER_LINE = 75;

/**
 * Folds a line at 75 octets (RFC 5545 §3.1): each continuation starts with a space, which counts, and
 * no UTF-8 sequence is split.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const room = lines.length === 0 ? OCTETS_PER_LINE : OCTETS_PER_LINE - 1;
    if (octets + size > room) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/**
 * One content line, folded, without its CRLF. The name is ours (checked anyway); whatever the value,
 * the line holds no CR, LF or other control character.
 */
export function contentLine(name: string, value: IcsValue): string {
  if (!/^[A-Z][A-Z0-9-]*$/.test(name)) throw new Error(`Not an iCalendar property name: ${name}`);
  const { param, written } = formatValue(value);
  return foldLine(`${name}${param}:${written.replace(CONTROL, '')}`);
}

export interface IcsEvent {
  uid: string;
  stamp: Date;
  /** A timed event has instants; an all-day one has dates (the end is the day after the last). */
  start: Date | string;
  end: Date | string;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  categories?: string[];
  created?: Date;
  lastModified?: Date;
  isYearly?: boolean;
}

const when = (value: Date | string): IcsValue =>
  typeof value === 'string' ? { date: value } : { utc: value };

function eventLines(event: IcsEvent): string[] {
  const properties: [string, IcsValue][] = [
    ['UID', { text: event.uid }],
    ['SEQUENCE', { token: '0' }],
    ['DTSTAMP', { utc: event.stamp }],
    ['DTSTART', when(event.start)],
    ['DTEND', when(event.end)],
  ];
  if (typeof event.start === 'string') {
    properties.push(['X-MICROSOFT-CDO-ALLDAYEVENT', { token: 'TRUE' }]);
  }
  if (event.isYearly) properties.push(['RRULE', { token: 'FREQ=YEARLY' }]);
  properties.push(['SUMMARY', { text: event.summary }]);
  if (event.location) properties.push(['LOCATION', { text: event.location }]);
  if (event.description) properties.push(['DESCRIPTION', { text: event.description }]);
  if (event.categories?.length) properties.push(['CATEGORIES', { texts: event.categories }]);
  if (event.url) properties.push(['URL', { uri: event.url }]);
  if (event.created) properties.push(['CREATED', { utc: event.created }]);
  if (event.lastModified) properties.push(['LAST-MODIFIED', { utc: event.lastModified }]);
  return [
    contentLine('BEGIN', { token: 'VEVENT' }),
    ...properties.map(([name, value]) => contentLine(name, value)),
    contentLine('END', { token: 'VEVENT' }),
  ];
}

/** A whole calendar (a feed or one event's file), every line ended by CRLF. */
export function icsCalendar(name: string, events: IcsEvent[]): string {
  const lines = [
    contentLine('BEGIN', { token: 'VCALENDAR' }),
    contentLine('VERSION', { token: '2.0' }),
    contentLine('PRODID', { token: '-//TaskFlow//TaskFlow//EN' }),
    contentLine('CALSCALE', { token: 'GREGORIAN' }),
    contentLine('METHOD', { token: 'PUBLISH' }),
    contentLine('NAME', { text: name }),
    contentLine('X-WR-CALNAME', { text: name }),
    ...events.flatMap(eventLines),
    contentLine('END', { token: 'VCALENDAR' }),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
