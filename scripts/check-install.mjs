// Keeps `npm ci` clean: every locked package must run on each Node line the root `engines` names,
// and every package with an install script must be approved or denied in `allowScripts`.
// Without this, a dependency bump can quietly move the floor to Node 22 or add a postinstall that
// npm skips (or that phones home).
import { readFileSync } from 'node:fs';
import semver from 'semver';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));

// The lowest version of each Node line the root supports, e.g. 20.19.0, 22.13.0, 24.0.0.
const floors = root.engines.node.split('||').map((range) => semver.minVersion(range.trim()).version);
const allowed = root.allowScripts ?? {};
const problems = [];

for (const [where, pkg] of Object.entries(lock.packages)) {
  if (where === '' || !where.includes('node_modules/')) continue;
  const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const needs = pkg.engines?.node;
  if (needs) {
    for (const floor of floors) {
      if (!semver.satisfies(floor, needs))
        problems.push(`${name}@${pkg.version} needs Node ${needs}, not ${floor}`);
    }
  }
  if (pkg.hasInstallScript && !(name in allowed)) {
    problems.push(`${name}@${pkg.version} has an install script: approve or deny it in allowScripts`);
  }
}

if (problems.length > 0) {
  console.error(`check-install: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `check-install: ${Object.keys(lock.packages).length - 1} locked packages run on Node ${floors.join(', ')}`,
);
