import Dialog from 'antd-mobile/es/components/dialog';
import { installAntdRender } from '@/shared/ui/antd-render.ts';
import { clearToast } from '@/shared/ui/feedback.ts';

export interface AskOptions {
  content: string;
  title?: string;
  confirmText: string;
  cancelText: string;
}

/**
 * A two-button question with the spec's own button words (再看看 / 确认删除, 选择此项目！ / 取消);
 * resolves true on the confirming button. Named by its text, as screen readers and tests find it.
 */
export async function ask({ content, title, confirmText, cancelText }: AskOptions): Promise<boolean> {
  installAntdRender();
  clearToast();
  return Dialog.confirm({ title, content, confirmText, cancelText, 'aria-label': content });
}

/** The hint dialog of spec 2 screen 14: one button, default title 温馨提示. */
export async function tell({
  content,
  title,
  confirmText,
}: {
  content: string;
  title: string;
  confirmText: string;
}) {
  installAntdRender();
  clearToast();
  await Dialog.alert({ title, content, confirmText, 'aria-label': content });
}
