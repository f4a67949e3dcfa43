import type { DialogAlertProps } from 'antd-mobile';

// Toast and Dialog bring antd-mobile's animation stack; loading them on first use keeps it out of
// the first screen, which rarely shows either.
type ToastApi = typeof import('antd-mobile/es/components/toast').default;
type DialogApi = typeof import('antd-mobile/es/components/dialog').default;

let toast: ToastApi | null = null;

async function loadToast(): Promise<ToastApi> {
  toast ??= (await import('antd-mobile/es/components/toast')).default;
  return toast;
}

async function loadDialog(): Promise<DialogApi> {
  return (await import('antd-mobile/es/components/dialog')).default;
}

export function showToast(content: string, duration?: number): void {
  void loadToast().then((api) => api.show({ content, duration }));
}

// Nothing to close while the module has never been loaded: no toast can be showing.
export function clearToast(): void {
  toast?.clear();
}

export async function alertDialog(props: DialogAlertProps): Promise<void> {
  clearToast();
  await (await loadDialog()).alert(props);
}
