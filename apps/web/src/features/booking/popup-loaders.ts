import { loadDateSlotPicker } from '@/features/schedule/index.ts';
import { walletPopups } from '@/features/wallet/index.ts';
import { clearToast } from '@/shared/ui/feedback.ts';

/**
 * The submit screen's popups, loaded on first opening. Their loaders live here, in the first chunk,
 * on purpose: a dynamic import made from a page chunk lists the entry's stylesheet among its
 * preloads, and that stylesheet is inlined into index.html and not shipped as a file.
 */
export const bookingPopups = {
  datePicker: loadDateSlotPicker,
  ...walletPopups,
  invoice: () => import('./components/invoice-popup.tsx').then((m) => ({ default: m.InvoicePopup })),
};

/**
 * A two-button question with the spec's own answers (调整日期 / 直接提交); true on the first.
 * Its dialog loads from here for the same reason as the popups.
 */
export async function askWith(content: string, confirmText: string, cancelText: string): Promise<boolean> {
  const [{ default: Dialog }, { installAntdRender }] = await Promise.all([
    import('antd-mobile/es/components/dialog'),
    import('@/shared/ui/antd-render.ts'),
  ]);
  installAntdRender();
  clearToast();
  return Dialog.confirm({ content, confirmText, cancelText, 'aria-label': content });
}
