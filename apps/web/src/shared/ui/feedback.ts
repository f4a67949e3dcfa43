import { copy } from '@/shared/lib/copy.ts';
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

export function showToast(content: string, duration?: number): void {
  void loadToast().then((api) => api.show({ content, duration }));
}

// Nothing to close while the module has never been loaded: no toast can be showing.
export function clearToast(): void {
  toast?.clear();
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
