import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A feature may use another (through its index.ts), which may use a third, and no further: a chain
// of three features at most (A → B → C). Deeper chains make a change at the bottom ripple through
// every floor above it, and a new area has to reach through others to get what it needs; what many
// features use belongs in a leaf feature that imports none (draft, order, centre…) or in shared/.
const MAX_CHAIN = 3;

// A string, not a URL object: jsdom's URL is not one node:url takes.
const featuresDir = join(dirname(fileURLToPath(import.meta.url)), '../features');

type Graph = Map<string, Set<string>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Which features each feature imports, from its source files (tests included). */
function featureGraph(): Graph {
  const graph: Graph = new Map();
  for (const entry of readdirSync(featuresDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const uses = new Set<string>();
    for (const file of sourceFiles(join(featuresDir, entry.name))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"]@\/features\/([\w-]+)\//g)) {
        if (match[1] !== entry.name) uses.add(match[1]!);
      }
    }
    graph.set(entry.name, uses);
  }
  return graph;
}

/** The longest chain of imports starting at each feature; a cycle is reported as one. */
function longestChain(graph: Graph): string[] {
  const memo = new Map<string, string[]>();
  const visit = (feature: string, path: string[]): string[] => {
    if (path.includes(feature)) throw new Error(`import cycle: ${[...path, feature].join(' → ')}`);
    const known = memo.get(feature);
    if (known) return known;
    let deepest: string[] = [];
    for (const used of graph.get(feature) ?? []) {
      const chain = visit(used, [...path, feature]);
      if (chain.length > deepest.length) deepest = chain;
    }
    const chain = [feature, ...deepest];
    memo.set(feature, chain);
    return chain;
  };
  let longest: string[] = [];
  for (const feature of [...graph.keys()].sort()) {
    const chain = visit(feature, []);
    if (chain.length > longest.length) longest = chain;
  }
  return longest;
}

describe('the features', () => {
  it(`import each other at most ${MAX_CHAIN} deep`, () => {
    const graph = featureGraph();
    expect(graph.size).toBeGreaterThan(5);
    const chain = longestChain(graph);
    expect(
      chain.length,
      `the chain ${chain.join(' → ')} is ${chain.length} features deep`,
    ).toBeLessThanOrEqual(MAX_CHAIN);
  });

  it('are measured by their longest chain, and a cycle is refused', () => {
    const graph: Graph = new Map([
      ['orders', new Set(['order', 'centre'])],
      ['order', new Set<string>()],
      ['centre', new Set(['news'])],
      ['news', new Set<string>()],
    ]);
    expect(longestChain(graph)).toEqual(['orders', 'centre', 'news']);
    graph.get('news')!.add('orders');
    expect(() => longestChain(graph)).toThrow('import cycle: centre → news → orders → centre');
  });
});
