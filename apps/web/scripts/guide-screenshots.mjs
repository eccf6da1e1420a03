// Screenshots of the screens the guide pages describe, light and dark, from a running server seeded with
// the demo organization. They are stored next to the guide's Markdown (src/content/guide/images) and the
// guide renderer picks the one of the current theme (features/guide/components/guide-markdown.tsx).
//
// Usage: BASE=http://localhost:3100 node apps/web/scripts/guide-screenshots.mjs
// ONLY=leave-types,import-tasks takes only those screens (the others are left as they are).
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

/**
 * An Asana export as a new firm brings it (issue 39): a project the firm does not have yet, a row without
 * an assignee and one whose name the firm spells otherwise, found by the Assignee Email.
 */
const ASANA_EXPORT = [
  'Task ID,Created At,Completed At,Last Modified,Name,Section/Column,Assignee,Assignee Email,Start Date,Due Date,Tags,Notes,Projects,Parent task',
  '1209000000000001,2026-11-02,,2026-11-02,Collect purchase register,To do,Karan Malhotra,karan@acme.demo,,2026-12-08,,,Kaveri Software GST FY27,',
  '1209000000000002,2026-11-02,2026-11-09,2026-11-09,Reconcile GSTR-2B,Done,K. Malhotra,karan@acme.demo,,2026-11-10,,,Kaveri Software GST FY27,',
  '1209000000000003,2026-11-03,,2026-11-03,File GSTR-3B,In progress,,,,2026-12-20,,,Kaveri Software GST FY27,',
  '1209000000000004,2026-11-03,,2026-11-03,Check input tax credit on capital goods,To do,Divya Nair,divya@acme.demo,,,,,Kaveri Software GST FY27,Reconcile GSTR-2B',
].join('\n');

/**
 * One screen per guide section that names it: the file name, who opens it, where, and its heading;
 * `prepare` brings the screen to the state the section describes (a dialog open, a file chosen).
 */
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
  { name: 'leave-types', as: 'admin@acme.demo', path: '/app/leave/settings', heading: 'Leave settings' },
  {
    name: 'blackout-periods',
    as: 'admin@acme.demo',
    path: '/app/leave/settings?tab=blackouts',
    heading: 'Leave settings',
  },
  {
    name: 'import-tasks',
    as: 'manager@acme.demo',
    path: '/app/tasks',
    heading: 'Task List',
    async prepare(page) {
      await page.getByRole('button', { name: 'Import CSV' }).click();
      await page.getByLabel('CSV file').setInputFiles({
        name: 'asana-export.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(ASANA_EXPORT),
      });
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByText('For the whole file').waitFor();
    },
  },
];
const only = process.env.ONLY ? new Set(process.env.ONLY.split(',')) : null;
const screens = only ? SCREENS.filter((screen) => only.has(screen.name)) : SCREENS;

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
    for (const account of [...new Set(screens.map((screen) => screen.as))]) {
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
      for (const screen of screens.filter((entry) => entry.as === account)) {
        await page.goto(`${base}${screen.path}`);
        await page.getByRole('heading', { name: screen.heading, exact: true }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await screen.prepare?.(page);
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
console.log(`Saved ${screens.length * 2} screenshots (${(total / 1024 / 1024).toFixed(2)} MiB) to ${outDir}`);
