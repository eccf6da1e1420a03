// Captures the product walkthrough screenshots and the Open Graph image from a running server
// (seeded with the demo organization). Usage: BASE=http://localhost:3100 node bench/capture-walkthrough.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const base = process.env.BASE ?? 'http://localhost:3000';
const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const outDir = join(publicDir, 'marketing/walkthrough');
await mkdir(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

/** Screenshots the page and stores it as WebP (Chromium's canvas encoder), a third of the JPEG size. */
async function shoot(page, name) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  const png = await page.screenshot({ type: 'png' });
  const encoder = await browser.newPage();
  const dataUrl = await encoder.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    canvas.getContext('2d').drawImage(image, 0, 0);
    return canvas.toDataURL('image/webp', 0.8);
  }, png.toString('base64'));
  await encoder.close();
  await writeFile(join(outDir, `${name}.webp`), Buffer.from(dataUrl.split(',')[1], 'base64'));
}

for (const [suffix, scale] of [
  ['', 1],
  ['-640', 0.5],
]) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: scale,
  });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await shoot(page, `1-home${suffix}`);
  await page.getByRole('button', { name: 'Sign Up' }).first().click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, `2-signup${suffix}`);
  const login = await page.request.post(`${base}/api/v1/users/login`, {
    data: { email: 'admin@acme.demo', password: 'demo-pass-2026' },
    headers: { origin: base },
  });
  if (!login.ok()) throw new Error(`Demo login failed: ${login.status()}`);
  await page.goto(`${base}/app`);
  await shoot(page, `3-app${suffix}`);
  await page.goto(`${base}/app/settings/security`);
  await shoot(page, `4-security${suffix}`);
  // The solution pages show the part of the app their role lives in.
  for (const [path, name] of [
    ['/app/org-tree', '5-org-tree'],
    ['/app/calendar', '6-calendar'],
    ['/app/customers', '7-customers'],
    ['/app/people', '8-people'],
  ]) {
    await page.goto(`${base}${path}`);
    await shoot(page, `${name}${suffix}`);
  }
  await context.close();
}

// Open Graph card, 1200 × 630.
const og = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await og.setContent(`<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box;font-family:system-ui,sans-serif;background:linear-gradient(135deg,#312e81,#4f46e5 60%,#0ea5e9);color:white">
  <div style="font-size:40px;font-weight:700;opacity:.9">✓ TaskFlow</div>
  <div style="font-size:76px;font-weight:800;line-height:1.05;margin-top:24px">Tasks, projects and leave,<br>in one place</div>
  <div style="font-size:32px;margin-top:32px;opacity:.9">Assign · Track · Achieve — free for up to 10 teammates</div>
</body></html>`);
await og.screenshot({ path: join(publicDir, 'og-image.png') });
await browser.close();
console.log(`Saved screenshots to ${outDir} and og-image.png`);
