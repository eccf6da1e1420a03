import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE_GROUPS, GUIDE_PAGES, guideNavigation, guidePageOf } from './catalogue';
import {
  BLUR_CLOSE_DELAY_MS,
  DISPLAYED_QUERY_LENGTH,
  displayedQuery,
  MAX_SUGGESTIONS,
  NO_RESULTS,
  NO_RESULTS_HINT,
  pageForEnter,
  searchResultsHref,
  suggestGuidePages,
} from './docs-search';
import { guideScreenshot } from './screenshots';

const SRC = resolve(__dirname, '../../..');
const CONTENT = join(SRC, 'content/guide');

describe('docs search (spec: Docs search, section 9)', () => {
  it('suggests pages by case-insensitive substring of their names, at most 6', () => {
    expect(suggestGuidePages('LEAVE').map((page) => page.title)).toEqual([
      'Leave Management',
      'Leave rules and balances',
    ]);
    expect(suggestGuidePages('setup').map((page) => page.path)).toEqual([
      '/orgsetup',
      '/customersetup',
      '/department',
      '/project',
    ]);
    expect(suggestGuidePages('e').length).toBe(MAX_SUGGESTIONS);
    expect(MAX_SUGGESTIONS).toBe(6);
    expect(suggestGuidePages('   ')).toEqual([]);
    expect(suggestGuidePages('zzz')).toEqual([]);
  });

  it('Enter jumps to an exact match, else to the first suggestion', () => {
    // "Role Management" is exact although "role" alone would also match it first.
    expect(pageForEnter('add event')?.path).toBe('/addevent');
    expect(pageForEnter('Task Management')?.path).toBe('/taskmange');
    expect(pageForEnter('manage')?.path).toBe(suggestGuidePages('manage')[0]?.path);
    expect(pageForEnter('nothing like this')).toBeUndefined();
  });

  it('links View all results to /search?q= and truncates the displayed query to 20 characters', () => {
    expect(searchResultsHref(' leave & time ')).toBe('/search?q=leave%20%26%20time');
    expect(DISPLAYED_QUERY_LENGTH).toBe(20);
    expect(displayedQuery('a'.repeat(25))).toBe(`${'a'.repeat(20)}…`);
    expect(displayedQuery('short')).toBe('short');
  });

  it('says the spec words when nothing matches and hides 150 ms after blur', () => {
    expect(NO_RESULTS).toBe('No results found');
    expect(NO_RESULTS_HINT).toBe('Try different keywords');
    expect(BLUR_CLOSE_DELAY_MS).toBe(150);
  });
});

describe('tour order (spec: Guide)', () => {
  const link = (path: string) => guidePageOf(path);
  const chain = [
    '/orgsetup',
    '/customersetup',
    '/role',
    '/addevent',
    '/department',
    '/project',
    '/taskmange',
  ];

  it.each(chain.slice(0, -1).map((path, i) => [path, chain[i + 1]]))('%s <-> %s', (from, to) => {
    expect(link(from as string)?.next).toBe(to);
    expect(link(to as string)?.prev).toBe(from);
  });

  it('taskmange goes forward to /report', () => {
    expect(link('/taskmange')?.next).toBe('/report');
  });

  it('leave-management goes back to taskmange and forward to the report page', () => {
    expect(link('/leave-management')).toMatchObject({ prev: '/taskmange', next: '/report' });
  });

  it("/report is 'Report Generation Process', back to /leave-management, no forward link", () => {
    expect(link('/report')).toMatchObject({ title: 'Report Generation Process', prev: '/leave-management' });
    expect(link('/report')?.next).toBeUndefined();
  });

  it('every link of the tour names a page of the guide', () => {
    for (const page of GUIDE_PAGES) {
      for (const target of [page.prev, page.next])
        if (target) expect(guidePageOf(target), target).toBeDefined();
    }
  });

  it('lists the spec groups first, then the groups the app adds', () => {
    expect(GUIDE_GROUPS.slice(0, 4)).toEqual([
      'Instant',
      'Sign up / Log In Process',
      'Organization Setup',
      'Master Setup',
    ]);
    expect(guideNavigation().map((entry) => entry.group)).toEqual([...GUIDE_GROUPS]);
  });
});

function frontMatter(file: string) {
  const source = readFileSync(join(CONTENT, `${file}.md`), 'utf8');
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  const data = Object.fromEntries(
    (match?.[1] ?? '')
      .split('\n')
      .map((line) => [line.split(':')[0]?.trim(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { data, source };
}

/** The guide's pages (its screenshots live beside them, in images/). */
function markdownFiles(): string[] {
  return readdirSync(CONTENT).filter((name) => name.endsWith('.md'));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'content' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('guide pages and the app they describe', () => {
  it('each page of the list has its Markdown file with the same path and title', () => {
    for (const page of GUIDE_PAGES) {
      expect(frontMatter(page.file).data, page.file).toMatchObject({ path: page.path, title: page.title });
    }
    expect(frontMatter('guide').data.path).toBe('/guide');
  });

  it('names (in bold) only buttons and fields that exist in the app', () => {
    const app = sourceFiles(SRC)
      .filter((path) => !path.includes('/features/guide/'))
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const missing: string[] = [];
    for (const name of markdownFiles()) {
      const source = readFileSync(join(CONTENT, name), 'utf8');
      for (const [, label] of source.matchAll(/\*\*([^*]+)\*\*/g)) {
        if (!app.includes(label as string)) missing.push(`${name}: ${label}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('shows only its own screenshots, each in light and dark and with its alt text', () => {
    let shown = 0;
    for (const name of markdownFiles()) {
      const source = readFileSync(join(CONTENT, name), 'utf8');
      for (const [, alt, src] of source.matchAll(/!\[([^\]]*)\]\(([^)]*)\)/g)) {
        shown += 1;
        expect(guideScreenshot(src), `${name}: ${src}`).toMatchObject({
          light: expect.stringContaining('-light.png'),
          dark: expect.stringContaining('-dark.png'),
        });
        expect(alt?.trim().length ?? 0, `${name}: alt text of ${src}`).toBeGreaterThan(30);
      }
    }
    expect(shown).toBeGreaterThanOrEqual(10);
  });

  it('shows no image from another address or one it does not have', () => {
    for (const src of [
      'https://example.com/images/task-list.png',
      '//example.com/images/task-list.png',
      '/images/task-list.png',
      'images/../images/task-list.png',
      'images/no-such-screen.png',
      'data:image/png;base64,AAAA',
    ]) {
      expect(guideScreenshot(src), src).toBeUndefined();
    }
  });
});
