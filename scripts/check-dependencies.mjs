/**
 * The dependency rules of .dependency-cruiser.cjs on the API, the web app and the shared package, and one
 * rule dependency-cruiser cannot state: no cycle between the API's modules (modules/a imports modules/b,
 * which imports modules/a, through any files). Prints each violation and exits 1 if there is one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const ruleSet = require('../.dependency-cruiser.cjs');

/**
 * Violations that were there when their rule came (the front-door rules of issue 44): tolerated, so only a new
 * one fails; the list only shrinks. `--write-baseline` records today's violations of these rules (run it after
 * removing some, never to let a new one in).
 */
const BASELINE = new URL('./dependency-baseline.json', import.meta.url);
const BASELINED_RULES = new Set(['api-module-front-door', 'web-features-not-on-app']);
const writeBaseline = process.argv.includes('--write-baseline');
const known = new Set(writeBaseline ? [] : JSON.parse(readFileSync(BASELINE, 'utf8')));
const keyOf = (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`;

const { output } = await cruise(['apps/api/src', 'apps/web/src', 'packages/shared/src'], {
  ...ruleSet.options,
  ruleSet,
  validate: true,
});

const violations = output.summary.violations.map(keyOf);
if (writeBaseline) {
  const baselined = violations.filter((key) => BASELINED_RULES.has(key.split(':')[0])).sort();
  writeFileSync(BASELINE, `${JSON.stringify(baselined, null, 2)}\n`);
  console.log(`Wrote ${baselined.length} known violations to scripts/dependency-baseline.json.`);
}
const problems = violations.filter((key) => !known.has(key));
// A baselined violation that is gone must leave the list too, so the list only shrinks.
const current = new Set(violations);
const stale = [...known].filter((key) => !current.has(key));
for (const key of stale) problems.push(`fixed, remove it from scripts/dependency-baseline.json: ${key}`);

// Module-level cycles: the modules' graph, each edge with one file import that makes it.
const moduleOf = (path) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(path)?.[1];
const edges = new Map();
for (const { source, dependencies } of output.modules) {
  const from = moduleOf(source);
  if (!from) continue;
  for (const dependency of dependencies) {
    const to = moduleOf(dependency.resolved);
    if (!to || to === from || dependency.dependencyTypes.includes('type-only')) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${source} → ${dependency.resolved}`);
  }
}
/** A path of modules from `start` back to `start`, if there is one. */
function cycleFrom(start) {
  const seen = new Set();
  const walk = (node, path) => {
    for (const next of edges.get(node)?.keys() ?? []) {
      if (next === start) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}
const reported = new Set();
for (const module of [...edges.keys()].sort()) {
  const cycle = cycleFrom(module);
  if (!cycle) continue;
  const key = [...new Set(cycle)].sort().join(',');
  if (reported.has(key)) continue;
  reported.add(key);
  const steps = cycle.slice(1).map((to, index) => `    ${edges.get(cycle[index]).get(to)}`);
  problems.push(`module-cycle: ${cycle.join(' → ')}\n${steps.join('\n')}`);
}

for (const problem of problems) console.error(problem);
console.log(
  `Dependency rules: ${output.summary.totalCruised} files, ${problems.length} violation${problems.length === 1 ? '' : 's'}, ${known.size} known (scripts/dependency-baseline.json).`,
);
process.exitCode = problems.length ? 1 : 0;
