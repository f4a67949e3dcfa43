import { loadDateSlotPicker } from '@/features/schedule/index.ts';
import { walletPopups } from '@/features/wallet/index.ts';

/**
 * The submit screen's popups, loaded on first opening. Their loaders live here, in the first chunk,
 * on purpose: a dynamic import made from a page chunk lists the entry's stylesheet among its
 * preloads, and that stylesheet is inlined into index.html and not shipped as a file.
 */
export const popupChunks = {
  datePicker: loadDateSlotPicker,
  ...walletPopups,
  invoice: () => import('./components/invoice-popup.tsx').then((m) => ({ default: m.InvoicePopup })),
};
