import { initSync, parse } from 'es-module-lexer';

initSync();

export interface ModuleGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
}

/** What a statement takes from the module it names: some names, all of them, or none (`import 'x'`). */
type Taken = { all: true } | { all: false; names: Map<string, string> };

interface Link {
  id: string;
  statement: string;
}

/**
 * The static import and re-export statements of a module, each with the module id it resolved to. The
 * bundler lists a module's resolved imports in the order of its statements, one per distinct
 * specifier; when the two lists do not line up, null (the caller then assumes the worst).
 */
function links(graph: ModuleGraph, id: string): Link[] | null {
  const info = graph.getModuleInfo(id);
  if (!info?.code) return null;
  let imports: ReturnType<typeof parse>[0];
  try {
    [imports] = parse(info.code);
  } catch {
    return null;
  }
  const statics = imports.filter((i) => i.d === -1 && i.n !== undefined);
  const specifiers = [...new Set(statics.map((i) => i.n!))];
  // Vite adds its own helpers (`\0vite/preload-helper.js` beside a dynamic import) after them.
  const ids = info.importedIds.filter((i) => !i.startsWith('\0'));
  if (specifiers.length !== ids.length) return null;
  return statics.map((i) => ({
    id: ids[specifiers.indexOf(i.n!)]!,
    statement: info.code!.slice(i.ss, i.se),
  }));
}

/** What an `import …`/`export … from` statement takes: its names as the source module calls them. */
function taken(statement: string): Taken {
  const s = statement.replace(/\s+/g, ' ').trim();
  if (/^export \* from/.test(s)) return { all: false, names: new Map([['*', '*']]) };
  if (/^(import|export) \* as /.test(s)) return { all: true };
  if (/^import ['"]/.test(s)) return { all: false, names: new Map() };
  const names = new Map<string, string>();
  const braces = s.match(/\{([^}]*)\}/);
  for (const part of braces?.[1]?.split(',') ?? []) {
    const [source, local] = part
      .trim()
      .replace(/^type /, '')
      .split(/ as /);
    if (source) names.set((local ?? source).trim(), source.trim());
  }
  // `import X from` / `import X, { … } from`: the default export.
  const head = s.match(/^import ([\w$]+)\s*(,|from)/);
  if (head) names.set(head[1]!, 'default');
  return { all: false, names };
}

/**
 * The modules `roots` use through static imports, following an index (a module that only re-exports,
 * e.g. `@tijian/domain`, whose `export *` names every rule, or a feature's index.ts) only to the
 * modules that declare the names asked of it, as the bundler's tree-shaking does (a lazily loaded
 * popup that a feature's index also names stays out). Dynamic imports are not followed.
 */
export function usedModules(graph: ModuleGraph, roots: readonly string[]) {
  const through = { has: (id: string) => isIndex(graph, id) };
  const used = new Set<string>();
  const asked = new Map<string, Set<string>>();
  const whole = (id: string) => {
    if (used.has(id) || through.has(id)) return;
    const info = graph.getModuleInfo(id);
    used.add(id);
    const own = links(graph, id);
    if (!own) {
      // Unreadable: every import as a whole, every name of an index.
      for (const next of info?.importedIds ?? []) through.has(next) ? names(next, null) : whole(next);
      return;
    }
    for (const link of own) {
      const t = taken(link.statement);
      if (!through.has(link.id)) {
        whole(link.id);
        continue;
      }
      if (t.all) names(link.id, null);
      else names(link.id, new Set(t.names.values()));
    }
  };
  // A package index asked for some names (null: all of them).
  const names = (id: string, wanted: Set<string> | null) => {
    const before = asked.get(id);
    if (before?.has('*all*')) return;
    const fresh = wanted === null ? null : [...wanted].filter((n) => !before?.has(n));
    if (fresh && !fresh.length) return;
    asked.set(id, new Set([...(before ?? []), ...(fresh ?? ['*all*'])]));
    const own = links(graph, id);
    if (!own) {
      for (const next of graph.getModuleInfo(id)?.importedIds ?? [])
        through.has(next) ? names(next, null) : whole(next);
      return;
    }
    for (const link of own) {
      if (!/^export\b/.test(link.statement.trim())) continue;
      const t = taken(link.statement);
      const star = t.all === false && t.names.get('*') === '*';
      if (star) {
        // `export * from`: the names may be declared there, or further down.
        if (through.has(link.id)) names(link.id, fresh === null ? null : new Set(fresh));
        else if (fresh === null || declares(graph, link.id, fresh)) whole(link.id);
        continue;
      }
      const hit = t.all
        ? fresh === null
        : [...t.names].filter(([as]) => fresh === null || fresh.includes(as));
      if (hit === false || (Array.isArray(hit) && !hit.length)) continue;
      if (!through.has(link.id)) whole(link.id);
      else names(link.id, t.all || hit === true ? null : new Set(hit.map(([, source]) => source)));
    }
  };
  for (const root of roots) whole(root);
  return used;
}

/** Whether a module declares (exports) any of these names itself or through its own `export *`. */
function declares(
  graph: ModuleGraph,
  id: string,
  wanted: readonly string[],
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const code = graph.getModuleInfo(id)?.code;
  if (!code) return true;
  let exports: ReturnType<typeof parse>[1];
  try {
    exports = parse(code)[1];
  } catch {
    return true;
  }
  if (exports.some((e) => wanted.includes(e.n))) return true;
  return (links(graph, id) ?? []).some(
    (l) =>
      /^export \* from/.test(l.statement.replace(/\s+/g, ' ').trim()) && declares(graph, l.id, wanted, seen),
  );
}

const indexes = new Map<string, boolean>();

/** A module that declares nothing itself: every export is a re-export. */
function isIndex(graph: ModuleGraph, id: string): boolean {
  let known = indexes.get(id);
  if (known === undefined) {
    const code = graph.getModuleInfo(id)?.code;
    known = false;
    if (code) {
      try {
        const [imports, exports] = parse(code);
        const stars = imports.some((i) => /^export\s*\*/.test(code.slice(i.ss, i.se)));
        // `export default <expression>` has no local name either, but declares something.
        known =
          (stars || exports.length > 0) &&
          exports.every((e) => e.ln === undefined) &&
          !/\bexport\s+default\b/.test(code);
      } catch {
        known = false;
      }
    }
    indexes.set(id, known);
  }
  return known;
}
