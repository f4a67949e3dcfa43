/**
 * The centre picker, loaded on first opening. The loader is exported for the home page's sheets,
 * which must sit in the first chunk (see centres/sheet-loaders.ts).
 */
export const loadCentrePicker = () =>
  import('./components/centre-picker.tsx').then((m) => ({ default: m.CentrePicker }));
