import { MENTION_PATTERN } from '@taskflow/shared';
import { clsx } from 'clsx';
import type { Components } from 'react-markdown';
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { MentionChip } from './mention-text';

/** The link target a mention is rewritten to before rendering (a fragment, which sanitizing keeps). */
const MENTION_PREFIX = '#mention-';

/**
 * Mentions are stored as `@[Name](person-id)`; on screen they read as "@Name", not as a link to an id.
 * They become fragment links here, and the `a` renderer below shows those as a chip.
 */
export function markMentions(markdown: string): string {
  return markdown.replace(MENTION_PATTERN, `[@$1](${MENTION_PREFIX}$2)`);
}

const components: Components = {
  a: ({ href, children }) =>
    href?.startsWith(MENTION_PREFIX) ? (
      <MentionChip>{children}</MentionChip>
    ) : (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="text-brand-700 underline dark:text-brand-300"
      >
        {children}
      </a>
    ),
  h1: ({ children }) => <h3 className="mt-3 text-lg font-semibold">{children}</h3>,
  h2: ({ children }) => <h4 className="mt-3 text-base font-semibold">{children}</h4>,
  h3: ({ children }) => <h5 className="mt-3 font-semibold">{children}</h5>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 pl-6">{children}</ol>,
  p: ({ children }) => <p className="my-2 first:mt-0 last:mb-0">{children}</p>,
  blockquote: ({ children }) => (
    <blockquote className="my-2 border-l-4 border-slate-300 pl-3 text-slate-600 dark:border-slate-600 dark:text-slate-400">
      {children}
    </blockquote>
  ),
  code: ({ children }) => (
    <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] dark:bg-slate-800">
      {children}
    </code>
  ),
  pre: ({ children }) => (
    <pre className="my-2 overflow-x-auto rounded-lg bg-slate-100 p-3 text-xs dark:bg-slate-800">
      {children}
    </pre>
  ),
  table: ({ children }) => (
    <div className="my-2 overflow-x-auto">
      <table className="text-left text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => (
    <th className="border-b border-slate-300 px-2 py-1 dark:border-slate-600">{children}</th>
  ),
  td: ({ children }) => (
    <td className="border-b border-slate-200 px-2 py-1 dark:border-slate-700">{children}</td>
  ),
};

/**
 * User-written Markdown (task descriptions, comments), GitHub flavoured and sanitized: raw HTML,
 * event handlers and `javascript:` links never reach the page.
 */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div
      className={clsx('text-sm leading-relaxed wrap-anywhere text-slate-800 dark:text-slate-200', className)}
    >
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {markMentions(children)}
      </ReactMarkdown>
    </div>
  );
}
