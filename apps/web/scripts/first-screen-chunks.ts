import { fileURLToPath } from 'node:url';
import { type ModuleGraph, usedModules } from './used-imports.ts';

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
 * The submit screen's code as one chunk. Left to itself the bundler cut what the screen imports into
 * ~32 files of pieces shared with other pages (some of 50 bytes), all fetched before the screen can
 * paint: on a phone's HTTP/1.1 connections, six at a time, ~6 rounds of requests, and in Lighthouse's
 * simulation each of them also takes a share of the bandwidth the entry needs. What the page uses
 * (used-imports.ts: through a package's or a feature's index only to what it names) goes into one
 * chunk beside the page's, except what the entry and `/main`'s first screen use: those stay where they
 * were, so `/main` downloads nothing more. Other pages that share a piece of it load the whole chunk
 * (~18 KB gzipped on their first visit; in a booking the pages before submit load most of it anyway).
 */
export function submitScreenChunk() {
  let members: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!members) {
      members = usedModules(graph, [SUBMIT_PAGE]);
      for (const shared of usedModules(graph, [ENTRY, ...HOME_PAGES])) members.delete(shared);
    }
    // The page module itself stays its own chunk: the server finds it in the build manifest by its
    // source path (page-preloads.ts), and the page and this group then travel as two requests.
    return id !== SUBMIT_PAGE && members.has(id) ? 'submit-screen' : null;
  };
}

/**
 * What only `/main`'s first screen uses (not the entry, not the submit screen) as one chunk. Left to
 * itself the bundler cut it into ~25 files of pieces shared with other pages, many under 0.3 KB, each
 * one more request, and each one a preload that the painted home document's start script asks for.
 */
export function homeScreenChunk() {
  let members: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!members) {
      members = usedModules(graph, HOME_PAGES);
      for (const other of usedModules(graph, [ENTRY, SUBMIT_PAGE])) members.delete(other);
      // The page modules stay their own chunks: the server finds them in the manifest by source path.
      for (const page of HOME_PAGES) members.delete(page);
    }
    return members.has(id) ? 'home-screen' : null;
  };
}
