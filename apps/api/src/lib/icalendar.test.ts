import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentLine, escapeText, foldLine, icsCalendar } from './icalendar';

const unfold = (text: string) => text.replace(/\r\n /g, '');

/** A TEXT value as written, back to the text. */
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

/** What a TEXT value keeps: line breaks become LF, other control characters are dropped. */
const kept = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters the output drops
  value.replace(/\r\n|\r/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({
    unit: fc.constantFrom('\r', '\n', '\r\n', ';', ',', '\\', ':', 'é', '😀', 'BEGIN:VEVENT', '\u0000', ' '),
    maxLength: 60,
  }),
);

describe('iCalendar lines', () => {
  it('escapes TEXT as RFC 5545 says', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('tab\tkept, bell\u0007 and NUL\u0000 dropped')).toBe(
      'tab\tkept\\, bell and NUL dropped',
    );
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}😀${'x'.repeat(100)}`;
    const folded = foldLine(line);
    for (const physical of folded.split('\r\n')) expect(Buffer.byteLength(physical)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((part) => part.startsWith(' ')),
    ).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });

  it('keeps CR and LF out of every value, whatever its type', () => {
    expect(contentLine('SUMMARY', { text: 'a\r\nb' })).toBe('SUMMARY:a\\nb');
    expect(contentLine('X-TOKEN', { token: 'a\r\nBEGIN:VEVENT' })).toBe('X-TOKEN:aBEGIN:VEVENT');
    expect(contentLine('URL', { uri: 'https://meet.example/a\r\nBEGIN:VEVENT' })).toBe(
      'URL;VALUE=URI:https://meet.example/aBEGIN:VEVENT',
    );
    expect(() => contentLine('SUMMARY:X', { text: 'a' })).toThrow();
  });

  it('no text, however hostile, starts a line; read back it is the text', () => {
    fc.assert(
      fc.property(
        anyText,
        anyText,
        anyText,
        fc.array(anyText, { maxLength: 3 }),
        (name, summary, other, tags) => {
          const ics = icsCalendar(name, [
            {
              uid: other,
              stamp: new Date('2026-01-01T00:00:00Z'),
              start: new Date('2026-05-01T10:00:00Z'),
              end: '2026-05-02',
              summary,
              description: other,
              location: other,
              categories: tags,
            },
          ]);
          const physical = ics.slice(0, -2).split('\r\n');
          expect(ics.endsWith('\r\n')).toBe(true);
          for (const line of physical) {
            expect(line).not.toMatch(/[\r\n]/);
            expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
            expect(line).toMatch(
              /^( |(BEGIN|END):(VCALENDAR|VEVENT)$|(VERSION|PRODID|CALSCALE|METHOD|NAME|X-WR-CALNAME|UID|SEQUENCE|DTSTAMP|DTSTART|DTEND|X-MICROSOFT-CDO-ALLDAYEVENT|SUMMARY|DESCRIPTION|LOCATION|CATEGORIES)[;:])/,
            );
          }
          const lines = unfold(ics).split('\r\n');
          expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
          const summaryLine = lines.find((line) => line.startsWith('SUMMARY:')) ?? '';
          expect(unescapeText(summaryLine.slice('SUMMARY:'.length))).toBe(kept(summary));
          const nameLine = lines.find((line) => line.startsWith('NAME:')) ?? '';
          expect(unescapeText(nameLine.slice('NAME:'.length))).toBe(kept(name));
        },
      ),
      { numRuns: 300 },
    );
  });
});
