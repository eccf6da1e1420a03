/** The public marketing pages: prerendered at build time and listed in sitemap.xml. */
export const FEATURE_SLUGS = [
  'task-management',
  'project-management',
  'task-tracker',
  'reports',
  'leave-management',
  'collaboration',
] as const;
export type FeatureSlug = (typeof FEATURE_SLUGS)[number];

export const SOLUTION_SLUGS = ['project-manager', 'hr-admin', 'remote-teams', 'freelancers'] as const;
export type SolutionSlug = (typeof SOLUTION_SLUGS)[number];

export const PUBLIC_SITE_PATHS: readonly string[] = [
  '/',
  '/feature',
  ...FEATURE_SLUGS.map((slug) => `/features/${slug}`),
  '/pricing',
  '/solutions',
  ...SOLUTION_SLUGS.map((slug) => `/solution/${slug}`),
  '/demo',
  '/contactus',
  '/chatbot',
  '/privacy',
  '/terms',
];

/** Old or alternative public paths and where they now live (permanent redirects). */
export const PUBLIC_SITE_REDIRECTS: Readonly<Record<string, string>> = { '/contact': '/contactus' };
