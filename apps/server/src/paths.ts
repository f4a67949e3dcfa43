import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server: the nearest folder above this code that holds a package.json. The same answer whether
 * the code runs from src/ (tests, dev) or bundled into dist/ (npm start), so files found from here
 * (migrations, the built web app) resolve in both.
 */
function findServerRoot(): string {
  const start = path.dirname(fileURLToPath(import.meta.url));
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const repoRoot = path.resolve(serverRoot, '../..');
export const migrationsFolder = path.join(serverRoot, 'drizzle');
