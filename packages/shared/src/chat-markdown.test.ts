import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createLinkGuard,
  EXTERNAL_LINK_REMOVED,
  escapeMarkdown,
  isAppPath,
  WORD_JOINER as J,
} from './chat-markdown';

const EVIL_TITLE = 'x](https://evil.example/login) **Session expired**, log in again';

function guarded(pieces: string[]): string {
  const guard = createLinkGuard();
  return pieces.map((piece) => guard.push(piece)).join('') + guard.end();
}

describe('escapeMarkdown', () => {
  it('keeps a task title literal inside a link of the app', () => {
    expect(`[ACM-1 ${escapeMarkdown(EVIL_TITLE)}](/app/tasks/1)`).toBe(
      `[ACM-1 x\\](https:${J}//evil.example/login) \\*\\*Session expired\\*\\*, log in again](/app/tasks/1)`,
    );
  });

  it('flattens line breaks and defuses addresses, mail addresses and entities', () => {
    expect(escapeMarkdown('a\n# b\r\n- c')).toBe('a # b - c');
    expect(escapeMarkdown('www.evil.example a@evil.example &#58; <b> `c` |d| ~e~')).toBe(
      `www${J}.evil.example a${J}@evil.example \\&#58; \\<b\\> \\\`c\\\` \\|d\\| \\~e\\~`,
    );
  });
});

describe('isAppPath', () => {
  it('accepts paths of this site only', () => {
    expect(isAppPath('/app/tasks/1')).toBe(true);
    expect(isAppPath('/leave-management#apply')).toBe(true);
    for (const href of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
    ])
      expect(isAppPath(href)).toBe(false);
  });
});

describe('createLinkGuard', () => {
  it('keeps links of the app and formatting as written', () => {
    const answer = '**Open** [Leave Management](/leave-management#apply-for-leave).\n\n- one\n- two';
    expect(guarded([answer])).toBe(answer);
  });

  it('drops a link off the site, keeping its text marked', () => {
    expect(guarded(['Your [session expired](https://evil.example/login "Log in"): log in.'])).toBe(
      `Your session expired ${EXTERNAL_LINK_REMOVED}: log in.`,
    );
    expect(guarded(['[a](//evil.example) [b](/\\evil.example) [c](javascript:alert(1))'])).toBe(
      `a ${EXTERNAL_LINK_REMOVED} b ${EXTERNAL_LINK_REMOVED} \\[c\\](javascript:alert(1))`,
    );
  });

  it('leaves no other way to a link: references, definitions, autolinks, HTML, entities, addresses', () => {
    expect(guarded(['[login]\n\n[login]: https://evil.example'])).toBe(
      `\\[login\\]\n\n\\[login\\]: https:${J}//evil.example`,
    );
    expect(guarded(['<https://evil.example> <a href="x">y</a> &#91;'])).toBe(
      `\\<https:${J}//evil.example> \\<a href="x">y\\</a> \\&#91;`,
    );
    expect(guarded(['see https\\://evil.example, www.evil.example and help@evil.example'])).toBe(
      `see https\\:${J}//evil.example, www${J}.evil.example and help${J}@evil.example`,
    );
  });

  it('passes a title escaped by escapeMarkdown through unchanged (no second word joiner)', () => {
    const line = `[ACM-1 ${escapeMarkdown(EVIL_TITLE)}](/app/tasks/1) help${J}@x.example`;
    expect(guarded([line])).toBe(line);
  });

  it('holds back only an open link, and answers the same however the answer is cut', () => {
    const guard = createLinkGuard();
    expect(guard.push('Open [Leave')).toBe('Open ');
    expect(guard.push(' Management](/leave')).toBe('');
    expect(guard.push('-management) now')).toBe('[Leave Management](/leave-management) now');
    expect(guard.push(' [unclosed')).toBe(' ');
    expect(guard.end()).toBe('\\[unclosed');

    const sample =
      'A [b](/c) [d](https://e.example "t") \\[f\\] https://g.example www.h.example i@j.example <k> &l; [m';
    fc.assert(
      fc.property(fc.array(fc.nat(sample.length), { maxLength: 6 }), (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const pieces = [0, ...points].map((from, i) => sample.slice(from, points[i] ?? sample.length));
        expect(guarded(pieces)).toBe(guarded([sample]));
      }),
    );
  });
});
