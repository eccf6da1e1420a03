import { isAppPath } from '@taskflow/shared';
import type { Components } from 'react-markdown';
import ReactMarkdown from 'react-markdown';
import { Link } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

const components: Components = {
  // The server already drops links off the site (decision 035); one that still arrives (an answer
  // kept in the tab from before) shows as its text, never as a link.
  a: ({ href, children }) =>
    href && isAppPath(href) ? (
      <Link to={href} className="font-medium underline">
        {children}
      </Link>
    ) : (
      <span>{children}</span>
    ),
  p: ({ children }) => <p className="my-1.5 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-1.5 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-1.5 list-decimal space-y-1 pl-5">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="my-1.5 border-l-2 border-slate-400 pl-2">{children}</blockquote>
  ),
};

/**
 * An answer of the assistant: Markdown, sanitized (no raw HTML, scripts or `javascript:` links), no
 * images at all, so an answer can never make the browser load a remote address, and links only within
 * the app.
 */
export function ChatMarkdown({ children }: { children: string }) {
  return (
    <ReactMarkdown
      remarkPlugins={[remarkGfm]}
      rehypePlugins={[rehypeSanitize]}
      disallowedElements={['img']}
      unwrapDisallowed={false}
      components={components}
    >
      {children}
    </ReactMarkdown>
  );
}
