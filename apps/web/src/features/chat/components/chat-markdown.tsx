import type { Components } from 'react-markdown';
import ReactMarkdown from 'react-markdown';
import { Link } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

const components: Components = {
  a: ({ href, children }) =>
    href?.startsWith('/') && !href.startsWith('//') ? (
      <Link to={href} className="font-medium underline">
        {children}
      </Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="font-medium underline">
        {children}
      </a>
    ),
  p: ({ children }) => <p className="my-1.5 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-1.5 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-1.5 list-decimal space-y-1 pl-5">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="my-1.5 border-l-2 border-slate-400 pl-2">{children}</blockquote>
  ),
};

/**
 * An answer of the assistant: Markdown, sanitized (no raw HTML, scripts or `javascript:` links), and no
 * images at all, so an answer can never make the browser load a remote address.
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
