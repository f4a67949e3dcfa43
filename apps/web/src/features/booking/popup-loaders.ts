import { clearToast } from '@/shared/ui/feedback.ts';
import { popupChunks } from './popup-chunks.ts';

/** The submit screen's popups and, for the screen, the layer that holds them (see popup-chunks.ts). */
export const bookingPopups = {
  ...popupChunks,
  /** the screen's popup layer itself, which the screen needs only once a popup opens */
  layer: () => import('./components/submit-popups.tsx').then((m) => ({ default: m.SubmitPopups })),
};

/** Which loader brings each popup of the submit screen. */
const popupLoaders = {
  date: popupChunks.datePicker,
  coupon: popupChunks.coupon,
  card: popupChunks.card,
  service: popupChunks.service,
  invoice: popupChunks.invoice,
};

/** Starts loading a popup with the popup layer, so opening one waits for both at once, not in turn. */
export function preloadPopup(popup: keyof typeof popupLoaders): void {
  void bookingPopups.layer();
  void popupLoaders[popup]();
}

/**
 * A two-button question with the spec's own answers (调整日期 / 直接提交); true on the first.
 * Its dialog loads on first use, as the popups do: the submit screen's first load does not carry it.
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
