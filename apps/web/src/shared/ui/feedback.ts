import { copy } from '@/shared/lib/copy.ts';
import { useElderModeStore } from '@/shared/lib/elder-mode.ts';
import { type AlertOptions, showAlert } from './alert-dialog.ts';

// Toast and the confirm dialog bring antd-mobile's animation stack and its imperative renderer;
// loading them on first use keeps both out of the first screen, which rarely shows either.
type ToastApi = typeof import('antd-mobile/es/components/toast').default;
type DialogApi = typeof import('antd-mobile/es/components/dialog').default;

let toast: ToastApi | null = null;

async function installRender(): Promise<void> {
  (await import('./antd-render.ts')).installAntdRender();
}

async function loadToast(): Promise<ToastApi> {
  if (!toast) {
    const [module] = await Promise.all([import('antd-mobile/es/components/toast'), installRender()]);
    toast = module.default;
  }
  return toast;
}

async function loadDialog(): Promise<DialogApi> {
  const [module] = await Promise.all([import('antd-mobile/es/components/dialog'), installRender()]);
  return module.default;
}

/** antd-mobile's 2 s is short for an older reader in larger type: elder mode keeps a toast twice as long. */
export const ELDER_TOAST_MS = 4000;

export function showToast(content: string, duration?: number): void {
  const shown = duration ?? (useElderModeStore.getState().on ? ELDER_TOAST_MS : undefined);
  // The toast's code can arrive after the document is gone (a test's jsdom torn down while it loaded).
  void loadToast().then((api) => {
    if (typeof document !== 'undefined') api.show({ content, duration: shown });
  });
}

// Nothing to close while the module has never been loaded: no toast can be showing.
export function clearToast(): void {
  toast?.clear();
}

// The route guard clears the previous page's toast as the next page loads, a moment after navigate():
// "预约成功" shown and then navigate('/consult/list') was gone before anyone could read it. A toast that
// tells the outcome of leaving a page is handed to the guard instead, which shows it on the next page.
let nextPageToast: { content: string; duration?: number } | null = null;

/** A toast for the page a navigation about to happen leads to (call it, then navigate). */
export function showToastOnNextPage(content: string, duration?: number): void {
  nextPageToast = { content, duration };
}

/** The route guard's: the previous page's toast goes; a toast handed over for this page shows. */
export function clearToastForNextPage(): void {
  clearToast();
  const carried = nextPageToast;
  nextPageToast = null;
  if (carried) showToast(carried.content, carried.duration);
}

export async function alertDialog(options: AlertOptions): Promise<void> {
  clearToast();
  await showAlert(options);
}

// The confirm dialog of spec 2's widgets, 返回 / 确定 (antd-mobile would say 取消 / 确定).
// Resolves true when the person confirms, false when they go back.
export async function confirmDialog(content: string): Promise<boolean> {
  clearToast();
  return (await loadDialog()).confirm({
    content,
    confirmText: copy.common.confirm,
    cancelText: copy.common.back,
    'aria-label': content,
  });
}
