import { loadDateSlotPicker } from '@/features/schedule/index.ts';
import { walletPopups } from '@/features/wallet/index.ts';

/** The submit screen's popups, loaded on first opening. */
export const popupChunks = {
  datePicker: loadDateSlotPicker,
  ...walletPopups,
  invoice: () => import('@/shared/ui/invoice-popup.tsx').then((m) => ({ default: m.InvoicePopup })),
};
