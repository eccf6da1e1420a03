import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from '../../paths';

/** The guide's Markdown pages: the web renders them, the search and the help assistant read them here. */
export const GUIDE_CONTENT_DIR = resolve(repoRoot, 'apps/web/src/content/guide');

export interface GuideSection {
  pagePath: string;
  pageTitle: string;
  /** The section's heading (the page title for the text before the first `##`). */
  heading: string;
  /** The heading's fragment on the page (`#apply-for-leave`), empty for the page's opening. */
  anchor: string;
  /** The section's text, Markdown markup removed. */
  text: string;
}

export interface GuideDocument {
  path: string;
  title: string;
  markdown: string;
  sections: GuideSection[];
}

/** The same slug the web gives a heading's id (features/guide/components/guide-article.tsx). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** Markdown to plain text: links keep their words, emphasis and code marks go. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#]/g, '')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) data[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return { data, body: source.slice(match[0].length) };
}

export function parseGuideDocument(source: string): GuideDocument {
  const { data, body } = parseFrontMatter(source);
  const path = data.path;
  const title = data.title;
  if (!path || !title) throw new Error('A guide page needs `path` and `title` in its front matter');
  const sections: GuideSection[] = [];
  let heading = title;
  let anchor = '';
  let lines: string[] = [];
  const flush = () => {
    const text = plainText(lines.join('\n'));
    if (text || anchor) sections.push({ pagePath: path, pageTitle: title, heading, anchor, text });
  };
  for (const line of body.split('\n')) {
    const h = /^(#{2,3})\s+(.*)$/.exec(line);
    if (h) {
      flush();
      heading = (h[2] ?? '').trim();
      anchor = slugify(heading);
      lines = [];
    } else if (!/^#\s/.test(line)) {
      lines.push(line);
    }
  }
  flush();
  return { path, title, markdown: body, sections };
}

export function loadGuideDocuments(dir: string = GUIDE_CONTENT_DIR): GuideDocument[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseGuideDocument(readFileSync(resolve(dir, name), 'utf8')));
}
