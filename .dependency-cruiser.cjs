/**
 * Which code may import which (issue 25, item 3), checked by `npm run lint` (scripts/check-dependencies.mjs).
 * One direction in the API: modules → plugins → lib → db → shared; what several modules use lives in lib/.
 * In the web app, features stand apart: what two features share lives in lib/ or components/.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A file that imports itself through others: split what both need into a third file.',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-core-above-modules',
      severity: 'error',
      comment:
        'lib/, db/, plugins/ and config/ serve every module and import none; the seeds (db/seed*) compose modules, as app.ts does, and tests may use any fixture.',
      from: {
        path: '^apps/api/src/(lib|db|plugins|config)/',
        pathNot: '^apps/api/src/db/seed|\\.test\\.ts$',
      },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-not-on-the-app',
      severity: 'error',
      comment: 'Only the entry points (and tests) build the app.',
      from: { path: '^apps/api/src/(lib|db|plugins|config|modules)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/src/(app|server)\\.ts$' },
    },
    {
      name: 'api-module-front-door',
      severity: 'error',
      comment:
        'A module is used by others through its entry, modules/<name>/index.ts, which exports what they may use; its other files are its own. Violations from before the rule are in scripts/dependency-baseline.json (issue 44): only new ones fail.',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-app-through-entries',
      severity: 'error',
      comment:
        'What composes the modules (app.ts, server.ts, the seeds in db/) takes their routes, plugins and seeds from each entry, modules/<name>/index.ts, as other modules do. The PDF worker (workers/) loads only the report renderers it runs, not the reports module, and test fixtures may use any file.',
      from: { path: '^apps/api/src/((app|server)\\.ts$|db/)', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/src/modules/', pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'web-features-not-on-app',
      severity: 'error',
      comment:
        'The app shell (app/: router, route pages, layout) composes the features; a feature never imports it. Violations from before the rule are in scripts/dependency-baseline.json.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-features-apart',
      severity: 'error',
      comment: 'A feature never imports another: what they share moves to lib/ or components/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-core-above-features',
      severity: 'error',
      comment: 'lib/ and components/ serve the features and import none.',
      // A test of the core may drive it with a feature's hooks (the live stream refreshing a feature's data).
      from: { path: '^apps/web/src/(lib|components)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'The shared package is imported by the apps, never the other way round.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
  },
};
