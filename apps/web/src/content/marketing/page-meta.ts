import { FEATURES, featureMeta } from './features';
import { getStaticPageMeta, type PageMeta } from './seo';
import { SOLUTIONS, solutionMeta } from './solutions';

/** Title and description of any public page (the prerenderer's view of every page). */
export function getPageMeta(pathname: string): PageMeta | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const feature = FEATURES.find((item) => path === `/features/${item.slug}`);
  if (feature) return featureMeta(feature);
  const solution = SOLUTIONS.find((item) => path === `/solution/${item.slug}`);
  if (solution) return solutionMeta(solution);
  return getStaticPageMeta(path);
}
