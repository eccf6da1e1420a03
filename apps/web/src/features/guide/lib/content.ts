/** Each guide page's Markdown, loaded with its page (one chunk per file). */
const FILES = import.meta.glob<string>('../../../content/guide/*.md', { query: '?raw', import: 'default' });

export function stripFrontMatter(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n?/, '');
}

export async function loadGuideMarkdown(file: string): Promise<string> {
  const load = FILES[`../../../content/guide/${file}.md`];
  if (!load) throw new Error(`No guide page ${file}`);
  return stripFrontMatter(await load());
}
