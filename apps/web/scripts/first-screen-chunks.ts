import { fileURLToPath } from 'node:url';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
}

const source = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

const ENTRY = source('main.tsx');
/** The submit screen's page: what a phone reloading it mid-booking runs besides the entry. */
const SUBMIT_PAGE = source('features/booking/pages/submit-page.tsx');
/** What `/main` shows first besides the entry (its page chunk and the tab bar): kept out of the group. */
const HOME_PAGES = [
  source('features/centres/routes.ts'),
  source('features/centres/pages/home-page.tsx'),
  source('app/shell/app-tab-bar.tsx'),
];

/**
 * The modules the roots import statically, directly or not. A module something loads lazily (a popup,
 * the date picker) is not followed even when a feature's index re-exports it: the bundler drops such a
 * re-export where it is unused, and the module stays in its own lazy chunk.
 */
function staticallyReachable(
  graph: ModuleGraph,
  roots: readonly string[],
  stopAt: ReadonlySet<string> = new Set(),
): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!roots.includes(id) && info?.dynamicImporters.length) continue;
    seen.add(id);
    if (!stopAt.has(id)) stack.push(...(info?.importedIds ?? []));
  }
  return seen;
}

/**
 * The submit screen's code as one chunk. Left to itself the bundler cut what the screen imports into
 * ~32 files of pieces shared with other pages (some of 50 bytes), all fetched before the screen can
 * paint: on a phone's HTTP/1.1 connections, six at a time, ~6 rounds of requests with the entry waiting
 * behind them. Everything the page reaches by static imports goes into one chunk beside the page's, except
 * what the entry holds (the 'initial' group, declared first) and what `/main`'s first screen loads, so
 * that `/main` downloads nothing more. Other pages that share a piece of it load the whole chunk (a few
 * KB more on their first visit; in a booking the pages before submit have it cached by then).
 */
export function submitScreenChunk() {
  let members: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!members) {
      const entry = staticallyReachable(graph, [ENTRY]);
      members = staticallyReachable(graph, [SUBMIT_PAGE], entry);
      // Not through the entry's modules: a package's index there re-exports all of it, and /main would
      // seem to use everything (the entry holds what it needs of them).
      for (const shared of staticallyReachable(graph, HOME_PAGES, entry)) members.delete(shared);
    }
    // The page module itself stays its own chunk: the server finds it in the build manifest by its
    // source path (page-preloads.ts), and the page and this group then travel as two requests.
    return id !== SUBMIT_PAGE && members.has(id) ? 'submit-screen' : null;
  };
}
