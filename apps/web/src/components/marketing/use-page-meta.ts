import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { fullTitle, getStaticPageMeta, type PageMeta } from '../../content/marketing/seo';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Keeps the title, description, canonical link and Open Graph tags in step on client-side
 * navigation; the prerendered HTML already carries them for the first load and for crawlers.
 */
export function usePageMeta(override?: PageMeta) {
  const { pathname } = useLocation();
  const meta = override ?? getStaticPageMeta(pathname) ?? { title: 'Page not found', description: '' };
  const { title: pageTitle, description } = meta;
  useEffect(() => {
    const meta = { title: pageTitle, description };
    const title = fullTitle(meta);
    const url = `${window.location.origin}${window.location.pathname}`;
    document.title = title;
    setMeta('meta[name="description"]', 'name', 'description', meta.description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', title);
    setMeta('meta[property="og:description"]', 'property', 'og:description', meta.description);
    setMeta('meta[property="og:url"]', 'property', 'og:url', url);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = url;
  }, [pageTitle, description]);
}
