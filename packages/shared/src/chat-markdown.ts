/**
 * The help assistant answers in Markdown, and its answers hold text other people wrote (a colleague's
 * task title, a customer's name) and text a model wrote. Neither may become a link off the site in the
 * assistant's voice (issue 38, item 7). Two tools, both pure, used by the API and tested through the
 * web's renderer:
 *
 * - `escapeMarkdown` for a value written by someone else, put inside a line of an answer: it reads as
 *   literal text, never as a link, emphasis or a new block.
 * - `createLinkGuard` for an answer as it streams: relative links of the app stay; every other link is
 *   dropped (its text stays, marked), and nothing else in the answer can become a link.
 *
 * GitHub-flavoured Markdown turns addresses in plain text into links after backslash escapes are
 * read (`https\://x.example` is still a link), so escaping alone cannot stop them: a word joiner
 * (U+2060, invisible and zero-width) goes between `:` and `//`, after `www` and before `@`.
 */

export const WORD_JOINER = '\u2060';

/** What an external link becomes in an answer: its text, then this. */
export const EXTERNAL_LINK_REMOVED = '(external link removed)';

/** Characters that start emphasis, code, links, autolinks, HTML, entities, tables or strikethrough. */
const INLINE_SYNTAX = /[\\`*_~[\]<>&|]/g;

/** Where a plain-text address would begin: `x://`, `www.` and `a@b` (see the module's comment). */
function defuseAddresses(text: string): string {
  return text
    .replace(/:(?=\/)/g, `:${WORD_JOINER}`)
    .replace(/(www)(?=\.)/gi, `$1${WORD_JOINER}`)
    .replace(/@/g, `${WORD_JOINER}@`);
}

/**
 * A value someone else wrote, as literal text inside a line of Markdown: line breaks become spaces (a
 * value cannot start a list, heading or quote), inline syntax is escaped, addresses are not links.
 */
export function escapeMarkdown(value: string): string {
  const flat = value.replace(/[\r\n\u2028\u2029]+/g, ' ');
  return defuseAddresses(flat.replace(INLINE_SYNTAX, '\\$&'));
}

/** A link's target that stays in the app: a path on this site (`/x`, never `//x` nor `/\x`). */
export function isAppPath(href: string): boolean {
  return /^\/(?![/\\])[^\s<>\\"'`]*$/.test(href);
}

/** Bounds on a link the guard waits for, so it never holds back more than about a line. */
const MAX_LABEL = 400;
const MAX_TARGET = 600;
const MAX_TITLE = 200;

type LinkMatch = { end: number; label: string; target: string } | 'no' | 'wait';

/** An inline link `[label](target "title")` starting at `start` (a `[`), within one line. */
function matchLink(text: string, start: number, isFinal: boolean): LinkMatch {
  const wait = isFinal ? 'no' : 'wait';
  let index = start + 1;
  for (;;) {
    if (index >= text.length) return wait;
    const char = text[index];
    if (char === '\\') {
      if (index + 1 >= text.length) return wait;
      index += 2;
    } else if (char === ']') break;
    else if (char === '[' || char === '\n') return 'no';
    else index++;
    if (index - start > MAX_LABEL) return 'no';
  }
  const closeLabel = index;
  if (closeLabel + 1 >= text.length) return wait;
  if (text[closeLabel + 1] !== '(') return 'no';
  let cursor = closeLabel + 2;
  while (cursor < text.length && !/[\s()]/.test(text[cursor] as string)) {
    if (cursor - closeLabel > MAX_TARGET) return 'no';
    cursor++;
  }
  const target = text.slice(closeLabel + 2, cursor);
  if (cursor >= text.length) return wait;
  if (text[cursor] === ' ' && target) {
    const rest = text.slice(cursor, cursor + MAX_TITLE);
    const title = /^ +("[^"\n]*" *)?\)/.exec(rest);
    if (title) cursor += title[0].length - 1;
    else if (rest.length < MAX_TITLE && /^ *("[^"\n]*"? *)?$/.test(rest)) return wait;
    else return 'no';
  }
  if (text[cursor] !== ')' || !target) return 'no';
  return { end: cursor + 1, label: text.slice(start + 1, closeLabel), target };
}

export interface LinkGuard {
  /** The next piece of the answer; answers what may be shown now (a link still open waits). */
  push(text: string): string;
  /** The answer has ended: what was still waiting, settled. */
  end(): string;
}

/**
 * Rewrites an answer as it streams so that the only links left are `[text](/app-path)`: any other inline
 * link becomes its text and `(external link removed)`; every other `[`, `]`, `<` and `&` is escaped (no
 * reference links or definitions, autolinks, HTML or entities); plain-text addresses are defused.
 * Emphasis, lists, headings and code stay as the model wrote them. Only the text from an open `[` that
 * may still become a link is held back, at most a line.
 */
export function createLinkGuard(): LinkGuard {
  let pending = '';
  /** The last characters shown, as read (escapes resolved): what the address rules look back at. */
  let before = '';

  function plain(raw: string, read: string): string {
    const joiner =
      (read === '/' && before.endsWith(':')) ||
      (read === '.' && /www$/i.test(before)) ||
      (read === '@' && !before.endsWith(WORD_JOINER));
    before = (before + (joiner ? WORD_JOINER : '') + read).slice(-4);
    return joiner ? `${WORD_JOINER}${raw}` : raw;
  }

  /** Text outside a kept link's target, from `from` to `to`; stops early (answers where) to wait. */
  function settle(text: string, isFinal: boolean): { shown: string; used: number } {
    let shown = '';
    let index = 0;
    while (index < text.length) {
      const char = text[index] as string;
      if (char === '\\') {
        if (index + 1 >= text.length && !isFinal) break;
        const next = text[index + 1] ?? '';
        shown += plain(`\\${next}`, next || '\\');
        index += 2;
        continue;
      }
      if (char === '[') {
        const link = matchLink(text, index, isFinal);
        if (link === 'wait') break;
        if (link !== 'no') {
          const label = settle(link.label, true).shown;
          if (isAppPath(link.target)) {
            shown += `[${label}](${link.target})`;
            before = ')';
          } else {
            shown += `${label} ${EXTERNAL_LINK_REMOVED}`;
            before = ')';
          }
          index = link.end;
          continue;
        }
      }
      shown += /[[\]<&]/.test(char) ? plain(`\\${char}`, char) : plain(char, char);
      index++;
    }
    return { shown, used: index };
  }

  return {
    push(text) {
      pending += text;
      const { shown, used } = settle(pending, false);
      pending = pending.slice(used);
      return shown;
    },
    end() {
      const { shown } = settle(pending, true);
      pending = '';
      return shown;
    },
  };
}
