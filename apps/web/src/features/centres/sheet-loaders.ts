import { loadCentrePicker } from '@/features/centre/index.ts';

/** The home page's sheets, loaded on first opening. */
export const homeSheets = {
  city: () => import('./components/city-action-sheet.tsx').then((m) => ({ default: m.CityActionSheet })),
  centrePicker: loadCentrePicker,
};
