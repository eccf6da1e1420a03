import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageMeta } from '../../../components/marketing/use-page-meta';
import { PageSpinner } from '../../../components/ui/spinner';
import { GuideLayout } from '../../../features/guide/components/guide-layout';
import { GuideMarkdown } from '../../../features/guide/components/guide-markdown';
import { GuidePager } from '../../../features/guide/components/guide-pager';
import { GUIDE_HOME, guidePageOf } from '../../../features/guide/lib/catalogue';
import { loadGuideMarkdown } from '../../../features/guide/lib/content';

const OVERVIEW = { path: GUIDE_HOME, title: 'TaskFlow Guide', file: 'guide' };

/** A page of the guide (every path of the catalogue, and /guide for the overview by role). */
export default function GuidePage() {
  const { pathname, hash } = useLocation();
  const page = guidePageOf(pathname);
  const entry = page ?? OVERVIEW;
  usePageMeta({
    title: entry.title,
    description: `TaskFlow Guide: ${entry.title}. Step-by-step help for administrators, managers and employees.`,
  });
  const markdown = useQuery({
    queryKey: ['guide-page', entry.file],
    queryFn: () => loadGuideMarkdown(entry.file),
    staleTime: Number.POSITIVE_INFINITY,
  });

  // A link to a section (search results, the assistant) scrolls to it once the page has rendered.
  useEffect(() => {
    if (!markdown.data || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [markdown.data, hash]);

  return (
    <GuideLayout>
      <article className="max-w-3xl">
        {markdown.data ? (
          <GuideMarkdown>{markdown.data}</GuideMarkdown>
        ) : markdown.isError ? (
          <p role="alert">This page could not be loaded. Please reload the page.</p>
        ) : (
          <PageSpinner label="Loading the guide…" />
        )}
      </article>
      {page && <GuidePager page={page} />}
    </GuideLayout>
  );
}
