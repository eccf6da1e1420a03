import { Children, isValidElement, type ReactNode } from 'react';
import type { Components } from 'react-markdown';
import ReactMarkdown from 'react-markdown';
import { Link } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { useTheme } from '../../../lib/theme';
import { guideScreenshot } from '../lib/screenshots';

/** The same slug the API's search gives a heading (modules/guide/guide-content.ts), so results link to it. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) =>
      typeof child === 'string' || typeof child === 'number'
        ? String(child)
        : isValidElement<{ children?: ReactNode }>(child)
          ? textOf(child.props.children)
          : '',
    )
    .join('');
}

/**
 * Links inside the site stay in the app (router links), except pages the server itself serves (the API
 * reference at /api/docs), which load in full; others open in a new tab without a referrer.
 */
function SmartLink({ href, children }: { href?: string; children?: ReactNode }) {
  const className = 'font-medium text-brand-700 underline dark:text-brand-300';
  if (href?.startsWith('/api/')) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  if (href?.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={className}>
      {children}
    </a>
  );
}

/**
 * A screenshot of the guide, in the current theme. Only the guide's own screenshot files render: any other
 * image (another address, a data: URL) shows nothing, so a page can never load from elsewhere.
 */
function GuideScreenshotImage({ src, alt }: { src?: string; alt?: string }) {
  const { theme } = useTheme();
  const shot = guideScreenshot(src);
  if (!shot) return null;
  return (
    <img
      src={theme === 'dark' ? shot.dark : shot.light}
      alt={alt ?? ''}
      width={1280}
      height={800}
      loading="lazy"
      decoding="async"
      className="mt-2 h-auto w-full rounded-lg border border-slate-200 shadow-sm dark:border-slate-700"
    />
  );
}

const guideComponents: Components = {
  a: ({ href, children }) => <SmartLink href={href}>{children}</SmartLink>,
  h1: ({ children }) => <h1 className="text-3xl font-bold tracking-tight">{children}</h1>,
  h2: ({ children }) => (
    <h2 id={slugify(textOf(children))} className="mt-10 scroll-mt-24 text-xl font-semibold">
      {children}
    </h2>
  ),
  h3: ({ children }) => (
    <h3 id={slugify(textOf(children))} className="mt-6 scroll-mt-24 text-lg font-semibold">
      {children}
    </h3>
  ),
  p: ({ children }) => <p className="mt-4 leading-7 text-slate-700 dark:text-slate-300">{children}</p>,
  ul: ({ children }) => (
    <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 dark:text-slate-300">{children}</ul>
  ),
  ol: ({ children }) => (
    <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700 dark:text-slate-300">{children}</ol>
  ),
  strong: ({ children }) => (
    <strong className="font-semibold text-slate-900 dark:text-white">{children}</strong>
  ),
  blockquote: ({ children }) => (
    <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 text-slate-700 dark:border-slate-600 dark:text-slate-300">
      {children}
    </blockquote>
  ),
  // A code sample wider than the page scrolls sideways: focusable (tabIndex 0), so a keyboard can scroll it
  // too (WCAG 2.1.1; axe's scrollable-region-focusable), with a visible ring when focused.
  pre: ({ children }) => (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm leading-6 text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-slate-800 dark:text-slate-100"
    >
      {children}
    </pre>
  ),
  img: ({ src, alt }) => <GuideScreenshotImage src={typeof src === 'string' ? src : undefined} alt={alt} />,
};

/** A guide page's Markdown, sanitized: raw HTML, event handlers and `javascript:` links never render. */
export function GuideMarkdown({ children }: { children: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={guideComponents}>
      {children}
    </ReactMarkdown>
  );
}
