#!/usr/bin/env node
/**
 * Task import (issue 31): the built server on the large seed (PGlite, or PostgreSQL when DATABASE_URL is
 * set), the admin importing the largest sheet the import takes (TASK_IMPORT_MAX_ROWS rows) as an Asana
 * export writes it: Name, Assignee (emails and names), Due Date (ISO and the organization's day/month/year),
 * Projects (by name), Notes, Priority. Times the preview (commit=false) and the import (commit=true, all or
 * nothing) a few times each, and meanwhile another person's GET /users/me, one after the other: an import
 * must not stall everyone else. Prints and writes to bench/results/ p50 and max per step, rows per second
 * and the light request's p50 and p99 during imports; fails when a step is not answered 200 or the sheet
 * has errors.
 *
 *   npm run build && node bench/import-load.mjs                   # SEED_SCALE=1: 100,000 tasks
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/import-load.mjs
 *
 * Settings: SEED_SCALE (default 1), PREVIEWS (default 5), IMPORTS (default 3).
 */
import {
  builtServerEntry,
  createDatabase,
  getJson,
  logIn,
  percentileOf,
  seedLarge,
  startServer,
  stopProcess,
  writeResult,
} from './support/server.mjs';

const seedScale = process.env.SEED_SCALE ?? '1';
const previews = Number(process.env.PREVIEWS ?? 5);
const imports = Number(process.env.IMPORTS ?? 3);
const entry = builtServerEntry();
/** The most rows one import takes (TASK_IMPORT_MAX_ROWS in packages/shared; the server refuses more). */
const TASK_IMPORT_MAX_ROWS = 2000;

const TITLES = [
  'Bank reconciliation',
  'GST return',
  'TDS return',
  'Trial balance',
  'Payroll run',
  'Audit fieldwork',
];
const quote = (value) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The sheet: rows spread over the organization's projects and people, dates in both formats. */
function asanaSheet(projects, people) {
  const lines = ['Name,Assignee,Due Date,Projects,Notes,Priority'];
  for (let row = 0; row < TASK_IMPORT_MAX_ROWS; row++) {
    const person = people[row % people.length];
    const project = projects[row % projects.length];
    const day = 13 + (row % 15);
    const due = row % 2 ? `2031-03-${day}` : `${day}/03/2031`;
    lines.push(
      [
        `${TITLES[row % TITLES.length]} #${row + 1}`,
        row % 3 ? person.email : person.name,
        due,
        project.name,
        `Imported from Asana, row ${row + 1}`,
        ['High', 'Medium', 'Low'][row % 3],
      ]
        .map(quote)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const database = await createDatabase();
  let server;
  try {
    await seedLarge(database, seedScale);
    server = await startServer(entry, database.env);
    const { base } = server;
    const admin = await logIn(base, 'admin@globex.bench');
    // An employee without reports at both scales (person n reports to person n / 8).
    const colleague = await logIn(base, 'person41@globex.bench');
    const projects = (await getJson(base, '/api/v1/projects?pageSize=20', admin)).data;
    const people = (await getJson(base, '/api/v1/people?pageSize=50', admin)).data.filter(
      (person) => person.isActive !== false,
    );
    const sheet = asanaSheet(projects, people);

    const send = async (commit) => {
      const form = new FormData();
      form.set('file', new Blob([sheet], { type: 'text/csv' }), 'asana-export.csv');
      form.set('commit', String(commit));
      const started = performance.now();
      const response = await fetch(`${base}/api/v1/tasks/import`, {
        method: 'POST',
        headers: { cookie: admin, origin: base, 'sec-fetch-site': 'same-origin' },
        body: form,
      });
      const body = await response.json();
      const ms = performance.now() - started;
      if (response.status !== 200)
        throw new Error(`Import answered ${response.status}: ${JSON.stringify(body)}`);
      const result = body.data;
      if (result.errors.length)
        throw new Error(`The sheet has errors: ${JSON.stringify(result.errors.slice(0, 3))}`);
      if (result.rowCount !== TASK_IMPORT_MAX_ROWS || result.isCommitted !== commit)
        throw new Error(`Unexpected answer: ${result.rowCount} rows, committed ${result.isCommitted}`);
      return { ms, notes: result.notes };
    };

    // Someone else's light request, one after the other, while the imports run.
    let importing = true;
    const light = [];
    const colleagueLoop = (async () => {
      while (importing) {
        const started = performance.now();
        const response = await fetch(`${base}/api/v1/users/me`, { headers: { cookie: colleague } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`users/me answered ${response.status}`);
        light.push(performance.now() - started);
      }
    })();

    await send(false);
    const previewMs = [];
    let notes = [];
    for (let run = 0; run < previews; run++) {
      const preview = await send(false);
      previewMs.push(preview.ms);
      notes = preview.notes;
    }
    const importMs = [];
    for (let run = 0; run < imports; run++) importMs.push((await send(true)).ms);
    importing = false;
    await colleagueLoop;

    const report = {
      date: new Date().toISOString(),
      database: database.label,
      seedScale: Number(seedScale),
      rows: TASK_IMPORT_MAX_ROWS,
      sheetBytes: Buffer.byteLength(sheet),
      notes,
      preview: { runs: previews, p50: percentileOf(previewMs, 0.5), max: percentileOf(previewMs, 1) },
      import: {
        runs: imports,
        p50: percentileOf(importMs, 0.5),
        max: percentileOf(importMs, 1),
        rowsPerSecond: Math.round(TASK_IMPORT_MAX_ROWS / (percentileOf(importMs, 0.5) / 1000)),
      },
      lightRequestDuringImports: {
        requests: light.length,
        p50: percentileOf(light, 0.5),
        p99: percentileOf(light, 0.99),
      },
    };
    console.log(JSON.stringify(report, null, 2));
    writeResult('import-load', report, database);
  } finally {
    if (server) await stopProcess(server.child);
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
