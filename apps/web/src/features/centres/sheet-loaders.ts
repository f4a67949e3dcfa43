import { loadCentrePicker } from '@/features/centre/index.ts';

/**
 * The home page's sheets, loaded on first opening. Their loaders live here, in the first chunk, on
 * purpose: a dynamic import made from a page chunk lists the entry's stylesheet among its preloads, and
 * that stylesheet is inlined into index.html (see booking's popup-loaders.ts).
 */
export const homeSheets = {
  city: () => import('./components/city-action-sheet.tsx').then((m) => ({ default: m.CityActionSheet })),
  centrePicker: loadCentrePicker,
};
