/**
 * Issue 39, item 3: PDFs print every script their users write. A standard PDF font printed अर्जुन नायर as
 * `•Y0"Ù"(`; names in Devanagari, Gujarati, Bengali, Gurmukhi, Oriya, Tamil, Telugu, Kannada and Malayalam
 * must read back exactly (pdftotext) and be set in their own Noto face, shaped, in a Latin line.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { ReportCounts, TaskReport } from '@taskflow/shared';
import { describe, expect, it, vi } from 'vitest';
import { cpuPoolStats, pdfOffThread } from '../off-thread';
import { fitText, newPdfDocument, textRuns, textWidth } from './fonts';

/** Names as a firm in India writes them, one per script the PDFs cover. */
const NAMES = [
  'अर्जुन नायर', // Devanagari (Hindi, Marathi): reph र्, vowel sign ु
  'किशोर क्षत्रिय', // Devanagari: vowel sign ि drawn before its consonant, conjunct क्ष
  'ભાવેશ પટેલ', // Gujarati
  'শ্রেয়া বসু', // Bengali
  'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ', // Gurmukhi
  'ସୁଦୀପ୍ତ ମହାନ୍ତି', // Oriya
  'தமிழ்செல்வி', // Tamil
  'శ్రీనివాస్ రెడ్డి', // Telugu
  'ಕಾವ್ಯಾ ಹೆಗಡೆ', // Kannada
  'ലക്ഷ്മി മേനോൻ', // Malayalam
];

function pdfText(file: Buffer, ...args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-fonts-'));
  writeFileSync(join(dir, 'f.pdf'), file);
  return {
    text: execFileSync('pdftotext', [...args, join(dir, 'f.pdf'), '-'], { encoding: 'utf8' }),
    fonts: execFileSync('pdffonts', [join(dir, 'f.pdf')], { encoding: 'utf8' }),
  };
}

const counts = (total: number): ReportCounts => ({
  completed: total,
  pending: 0,
  inProcess: 0,
  onTime: total,
  overdue: 0,
  total,
});

describe('PDF fonts', () => {
  it('cuts a line into runs of the face that covers each script', () => {
    const runs = textRuns('Client: अर्जुन नायर (₹ 1,200) ભાવેશ').map((run) => [run.face.id, run.text]);
    expect(runs).toEqual([
      ['noto-sans-latin', 'Client: '],
      ['noto-sans-devanagari-devanagari', 'अर्जुन'],
      ['noto-sans-latin', ' '],
      ['noto-sans-devanagari-devanagari', 'नायर'],
      ['noto-sans-latin', ' ('],
      ['noto-sans-latin-ext', '₹'],
      ['noto-sans-latin', ' 1,200) '],
      ['noto-sans-gujarati-gujarati', 'ભાવેશ'],
    ]);
    // A rupee sign or a joiner inside an Indian-script word stays in that word's run.
    expect(textRuns('क्‍ष₹').map((run) => run.face.id)).toEqual(['noto-sans-devanagari-devanagari']);
  });

  it('cuts a long name with … to the most whole characters that fit', () => {
    const doc = newPdfDocument({ size: 'A4' });
    const style = { size: 9 };
    const name = 'अर्जुन नायर किशोर क्षत्रिय';
    const fitted = fitText(doc, name, 60, style);
    expect(fitted).toMatch(/…$/);
    const kept = fitted.slice(0, -1);
    expect(name.startsWith(kept)).toBe(true);
    expect(textWidth(doc, fitted, style)).toBeLessThanOrEqual(60);
    // One more character (a whole cluster: a consonant with its vowel sign) would not fit.
    const clusters = Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name));
    const next = clusters.find((cluster) => cluster.index >= kept.length && cluster.segment.trim());
    expect(next).toBeDefined();
    const longer = name.slice(0, (next?.index ?? 0) + (next?.segment.length ?? 0));
    expect(textWidth(doc, `${longer}…`, style)).toBeGreaterThan(60);
    expect(fitText(doc, 'Asha', 60, style)).toBe('Asha');
  });

  it('writes a report on the CPU pool whose names in every script read back exactly, in embedded Noto faces', async () => {
    const report: TaskReport = {
      groupBy: ['customer', 'user'],
      columns: ['completed', 'pending', 'inProcess', 'onTime', 'overdue', 'total'],
      rows: NAMES.map((name, index) => ({
        keys: [
          { grouping: 'customer', value: `c${index}`, label: `${name} Traders` },
          { grouping: 'user', value: `u${index}`, label: name },
        ],
        counts: counts(index + 1),
      })),
      grandTotal: counts(55),
      scope: 'all',
      timeZone: 'Asia/Kolkata',
      today: '2031-06-18',
      generatedAt: '2031-06-18T06:30:00.000Z',
    };
    const before = cpuPoolStats().completed;
    const file = await buffer(
      pdfOffThread('taskReport', {
        report,
        heading: {
          organizationName: 'शर्मा एंड एसोसिएट्स',
          filters: ['Customer: અમદાવાદ ટ્રેડર્સ'],
          generatedAt: '18 Jun 2031, 12:00',
        },
      }),
    );
    // Written by the pool's task (its end is counted once the last chunk has come).
    await vi.waitFor(() => expect(cpuPoolStats().completed - before).toBe(1));
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { text, fonts } = pdfText(file, '-layout');
    const lines = text.split('\n').map((line) => line.trim().replace(/\s{2,}/g, ' | '));
    expect(lines).toContain('शर्मा एंड एसोसिएट्स');
    expect(lines).toContain('Customer: અમદાવાદ ટ્રેડર્સ');
    NAMES.forEach((name, index) => {
      const n = index + 1;
      expect(lines).toContain(`${name} Traders | ${name} | ${n} | 0 | 0 | ${n} | 0 | ${n}`);
    });
    expect(lines).toContain('Grand Total | 55 | 0 | 0 | 55 | 0 | 55');

    // Every face embedded as a subset, with its ToUnicode map; no standard (unembedded) font at all.
    const faces = fonts
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => line.split(/\s+/));
    for (const face of faces) {
      expect(face[0]).toMatch(/^[A-Z]{6}\+NotoSans/);
      expect(face.slice(-5, -2)).toEqual(['yes', 'yes', 'yes']);
    }
    const families = new Set(faces.map((face) => (face[0] ?? '').replace(/^.*\+/, '').replace(/-.*$/, '')));
    expect([...families].sort()).toEqual([
      'NotoSans',
      'NotoSansBengali',
      'NotoSansDevanagari',
      'NotoSansGujarati',
      'NotoSansGurmukhi',
      'NotoSansKannada',
      'NotoSansMalayalam',
      'NotoSansOriya',
      'NotoSansTamil',
      'NotoSansTelugu',
    ]);
  });

  it('ends the pool task when the reader of a long PDF goes away after its first chunk', async () => {
    const rows = Array.from({ length: 1500 }, (_, index) => ({
      keys: [
        {
          grouping: 'customer' as const,
          value: `c${index}`,
          label: `${NAMES[index % NAMES.length]} ${index}`,
        },
        { grouping: 'user' as const, value: `u${index}`, label: NAMES[(index + 3) % NAMES.length] ?? '' },
      ],
      counts: counts(1),
    }));
    const before = cpuPoolStats().completed;
    const stream = pdfOffThread('taskReport', {
      report: {
        groupBy: ['customer', 'user'],
        columns: ['completed', 'total'],
        rows,
        grandTotal: counts(rows.length),
        scope: 'all',
        timeZone: 'Asia/Kolkata',
        today: '2031-06-18',
        generatedAt: '2031-06-18T06:30:00.000Z',
      },
      heading: { organizationName: 'Acme', filters: [], generatedAt: '18 Jun 2031, 12:00' },
    });
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    // The worker is told to stop and its task ends instead of waiting for acknowledgements forever.
    await vi.waitFor(() => expect(cpuPoolStats().completed - before).toBe(1), { timeout: 25_000 });
  });
});
