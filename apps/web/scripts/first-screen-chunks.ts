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
 * A group of one screen's code: what `pages` use (used-imports.ts: through a package's or a feature's
 * index only to what it names), except what `besides` use and the page modules themselves (the server
 * finds those in the build manifest by their source paths, page-preloads.ts).
 */
function screenChunk(name: string, pages: string[], besides: string[]) {
  let members: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!members) {
      members = usedModules(graph, pages);
      for (const other of usedModules(graph, besides)) members.delete(other);
      for (const page of pages) members.delete(page);
    }
    return members.has(id) ? name : null;
  };
}

/**
 * The submit screen's code as one chunk. Left to itself the bundler cut what the screen imports into
 * ~32 files of pieces shared with other pages (some of 50 bytes), all fetched before the screen can
 * paint: on a phone's HTTP/1.1 connections, six at a time, ~6 rounds of requests, and in Lighthouse's
 * simulation each of them also takes a share of the bandwidth the entry needs. What the entry and
 * `/main`'s first screen use stays where it was, so `/main` downloads nothing more. Other pages that
 * share a piece of it load the whole chunk (~18 KB gzipped on their first visit; in a booking the
 * pages before submit load most of it anyway).
 */
export const submitScreenChunk = () => screenChunk('submit-screen', [SUBMIT_PAGE], [ENTRY, ...HOME_PAGES]);

/**
 * What only `/main`'s first screen uses (not the entry, not the submit screen) as one chunk. Left to
 * itself the bundler cut it into ~25 files of pieces shared with other pages, many under 0.3 KB, each
 * one more request, and each one a preload that the painted home document's start script asks for.
 */
export const homeScreenChunk = () => screenChunk('home-screen', HOME_PAGES, [ENTRY, SUBMIT_PAGE]);
