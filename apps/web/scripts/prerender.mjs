// Renders the public pages to static HTML after `vite build` (decision record 001).
// Input: dist/index.html (client build, with --manifest) and dist/.ssr/entry-server.js (SSR build).
// Output: dist/prerendered/<page>.html, dist/prerendered/app-shell.html (the frame sent with every /app
// address) and dist/prerendered/manifest.json, read by the API's web plugin.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const ssrDir = join(dist, '.ssr');
const outDir = join(dist, 'prerendered');
/** Replaced by the server with its public URL when it loads the pages (absolute canonical and og URLs). */
const PUBLIC_URL = '__PUBLIC_URL__';

/** Which page module each public path renders, so its chunks can be preloaded with the HTML. */
const PAGE_MODULES = [
  [/^\/$/, 'home-page'],
  [/^\/feature$/, 'features-page'],
  [/^\/features\/[^/]+$/, 'feature-detail-page'],
  [/^\/pricing$/, 'pricing-page'],
  [/^\/solutions$/, 'solutions-page'],
  [/^\/solution\/[^/]+$/, 'solution-page'],
  [/^\/demo$/, 'demo-page'],
  [/^\/contactus$/, 'contact-page'],
  [/^\/chatbot$/, 'chatbot-page'],
  [/^\/privacy$/, 'privacy-page'],
  [/^\/terms$/, 'terms-page'],
];

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function chunksOf(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((child) => chunksOf(manifest, child, seen))];
}

function preloadsFor(manifest, path) {
  const found = PAGE_MODULES.find(([pattern]) => pattern.test(path));
  if (!found) return [];
  const key = `src/app/routes/marketing/${found[1]}.tsx`;
  if (!manifest[key]) throw new Error(`No chunk for ${key} in the Vite manifest`);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryChunks = new Set(chunksOf(manifest, entryKey));
  return chunksOf(manifest, key).filter((file) => !entryChunks.has(file));
}

function headFor(path, page) {
  const url = `${PUBLIC_URL}${path === '/' ? '/' : path}`;
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="TaskFlow" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${PUBLIC_URL}/og-image.png" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta name="twitter:card" content="summary_large_image" />',
  ].join('\n    ');
}

/** The entry script and the module preloads Vite put in the head of dist/index.html. */
const APP_SCRIPT_TAG = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/**
 * The app's scripts, parked in a template that /boot.js loads once the page has painted
 * (decision 006): Vite's entry and preloads plus the chunks of the page's own module.
 */
function appScriptsTemplate(template, preloads) {
  const tags = [
    ...[...template.matchAll(APP_SCRIPT_TAG)].map((match) => match[0].trim()),
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('No module script in dist/index.html');
  return `<template id="app-scripts">\n      ${tags.join('\n      ')}\n    </template>`;
}

const template = await readFile(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

await rm(outDir, { recursive: true, force: true });
const pages = {};
for (const path of server.PUBLIC_SITE_PATHS) {
  const page = await server.render(path);
  const html = template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(APP_SCRIPT_TAG, '')
    .replace('</head>', `  ${headFor(path, page)}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div>\n    ${appScriptsTemplate(template, preloadsFor(manifest, path))}`,
    );
  if (!html.includes(page.html)) throw new Error(`No <div id="root"></div> in dist/index.html for ${path}`);
  const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  await mkdir(dirname(join(outDir, file)), { recursive: true });
  await writeFile(join(outDir, file), html);
  pages[path] = file;
  console.log(`prerendered ${path.padEnd(32)} ${(html.length / 1024).toFixed(1)} KiB`);
}
// The signed-in app is not prerendered page by page: its addresses get the app's frame in the root, with
// the scripts parked like a public page's, so the frame's styles have the connection to themselves.
const appShell = server.renderAppShell();
const appShellHtml = template
  .replace(APP_SCRIPT_TAG, '')
  .replace(
    '<div id="root"></div>',
    `<div id="root" data-app-shell>${appShell}</div>\n    ${appScriptsTemplate(template, [])}`,
  );
if (!appShellHtml.includes(appShell))
  throw new Error('No <div id="root"></div> in dist/index.html for the app shell');
await writeFile(join(outDir, 'app-shell.html'), appShellHtml);
console.log(`prerendered the app shell ${(appShellHtml.length / 1024).toFixed(1).padStart(24)} KiB`);
await writeFile(
  join(outDir, 'manifest.json'),
  `${JSON.stringify({ pages, appShell: 'app-shell.html', redirects: server.PUBLIC_SITE_REDIRECTS }, null, 2)}\n`,
);
await rm(ssrDir, { recursive: true, force: true });
