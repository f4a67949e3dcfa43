import type { MessageInstance } from 'antd/es/message/interface';

// antd's message API from inside <App> (it takes the theme and locale from there), registered by the
// app's root so code outside React (the API client) can show a failure too.
let api: MessageInstance | null = null;

export function registerMessageApi(instance: MessageInstance): void {
  api = instance;
}

export function showError(content: string, ms: number): void {
  void api?.open({ type: 'error', content, duration: ms / 1000, key: 'api-error' });
}

export function showSuccess(content: string): void {
  void api?.open({ type: 'success', content });
}

export function clearMessages(): void {
  api?.destroy();
}
