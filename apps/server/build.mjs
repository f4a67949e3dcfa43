// Bundles the server into dist/ for `npm start`: plain JavaScript, no TypeScript loader at run time.
// Our own code and the workspace packages (@tijian/*, which export TypeScript sources) go into the
// bundle; npm packages stay external and load from node_modules as they do in development.
import { readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';

const serverDir = import.meta.dirname;
const repoRoot = path.resolve(serverDir, '../..');
const readPackage = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

const server = readPackage(serverDir);
const workspacePackages = Object.keys(server.dependencies).filter((name) => name.startsWith('@tijian/'));
// What may stay external: the run-time dependencies of the server and of every bundled workspace package.
const runtimeDependencies = new Set(
  [
    server,
    ...workspacePackages.map((name) => readPackage(path.join(repoRoot, 'node_modules', name))),
  ].flatMap((pkg) => Object.keys(pkg.dependencies ?? {})),
);

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** npm packages external, workspace packages bundled; an undeclared package fails the build, not production. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (isBuiltin(args.path)) return { external: true };
      const name = packageName(args.path);
      if (workspacePackages.includes(name)) return undefined;
      if (runtimeDependencies.has(name)) return { external: true };
      return {
        errors: [
          { text: `${name} is imported by ${args.importer} but is not a dependency of @tijian/server` },
        ],
      };
    });
  },
};

const outdir = path.join(serverDir, 'dist');
rmSync(outdir, { recursive: true, force: true });
const result = await esbuild.build({
  absWorkingDir: serverDir,
  entryPoints: { main: 'src/main.ts', worker: 'src/worker.ts', 'run-seed': 'src/seed/run-seed.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalDependencies],
  logLevel: 'warning',
  metafile: true,
});
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
for (const [file, { bytes }] of outputs)
  console.log(`${path.relative(serverDir, file)}  ${(bytes / 1024).toFixed(0)} KB`);
