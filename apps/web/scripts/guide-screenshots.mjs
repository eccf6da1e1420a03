// Screenshots of the screens the guide pages describe, light and dark, from a running server seeded with
// the demo organization. They are stored next to the guide's Markdown (src/content/guide/images) and the
// guide renderer picks the one of the current theme (features/guide/components/guide-markdown.tsx).
//
// Usage: BASE=http://localhost:3100 node apps/web/scripts/guide-screenshots.mjs
// Start a fresh demo first, e.g.: npm run build && DATA_DIR=/tmp/guide-shots-data PORT=3100 node apps/api/dist/server.js
// If ImageMagick's `convert` is on the PATH the PNGs are reduced to a 256-colour palette (a third of the size).
import { execFileSync } from 'node:child_process';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const base = process.env.BASE ?? 'http://localhost:3000';
const outDir = join(dirname(fileURLToPath(import.meta.url)), '../src/content/guide/images');
const PASSWORD = 'demo-pass-2026';

/** One screen per guide section that names it: the file name, who opens it, where, and its heading. */
const SCREENS = [
  {
    name: 'customer-management',
    as: 'admin@acme.demo',
    path: '/app/customers',
    heading: 'Customer Management',
  },
  { name: 'role-management', as: 'admin@acme.demo', path: '/app/roles', heading: 'Role Management' },
  { name: 'add-event', as: 'admin@acme.demo', path: '/app/events/new', heading: 'Add Event' },
  { name: 'department-setup', as: 'admin@acme.demo', path: '/app/departments', heading: 'Department Setup' },
  {
    name: 'project-management',
    as: 'manager@acme.demo',
    path: '/app/projects',
    heading: 'Project Management',
  },
  { name: 'assign-new-task', as: 'manager@acme.demo', path: '/app/tasks/new', heading: 'Assign New Task' },
  { name: 'task-list', as: 'manager@acme.demo', path: '/app/tasks', heading: 'Task List' },
  { name: 'apply-for-leave', as: 'asha@acme.demo', path: '/app/leave/apply', heading: 'Apply for Leave' },
  {
    name: 'pending-leave-applications',
    as: 'manager@acme.demo',
    path: '/app/leave/pending',
    heading: 'Pending Leave Applications',
  },
  { name: 'task-report', as: 'admin@acme.demo', path: '/app/reports', heading: 'Task Report' },
];

function hasConvert() {
  try {
    execFileSync('convert', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const canQuantize = hasConvert();

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

let total = 0;
try {
  for (const theme of ['light', 'dark']) {
    for (const account of [...new Set(SCREENS.map((screen) => screen.as))]) {
      // A fresh context per person and theme: no stored theme choice, the colour scheme decides.
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        colorScheme: theme,
        reducedMotion: 'reduce',
        timezoneId: 'Asia/Kolkata',
      });
      const login = await context.request.post(`${base}/api/v1/users/login`, {
        data: { email: account, password: PASSWORD },
        headers: { origin: base },
      });
      if (!login.ok()) throw new Error(`Demo login of ${account} failed: ${login.status()}`);
      const page = await context.newPage();
      for (const screen of SCREENS.filter((entry) => entry.as === account)) {
        await page.goto(`${base}${screen.path}`);
        await page.getByRole('heading', { name: screen.heading, exact: true }).first().waitFor();
        await page.waitForLoadState('networkidle');
        // Toasts and the text caret would make each run differ.
        await page.addStyleTag({
          content: '[data-sonner-toaster]{display:none!important}*{caret-color:transparent!important}',
        });
        await page.waitForTimeout(300);
        const file = join(outDir, `${screen.name}-${theme}.png`);
        await writeFile(file, await page.screenshot({ type: 'png' }));
        if (canQuantize) {
          execFileSync('convert', [
            file,
            '-strip',
            '-colors',
            '256',
            '-define',
            'png:compression-level=9',
            file,
          ]);
        }
        const { size } = await stat(file);
        total += size;
        console.log(`${screen.name}-${theme}.png ${(size / 1024).toFixed(0)} KiB`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`Saved ${SCREENS.length * 2} screenshots (${(total / 1024 / 1024).toFixed(2)} MiB) to ${outDir}`);
