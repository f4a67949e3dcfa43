import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import * as copy from '../copy.ts';

interface Hint {
  content: string;
  buttons: readonly [string, string];
  resolve: (choice: 0 | 1 | null) => void;
}

/**
 * The hint dialog of spec 2 screen 14 (title 温馨提示) with two named buttons. `ask` resolves with the
 * button's index (the second is the emphasised one), or null when the dialog is dismissed.
 */
export function useHintDialog() {
  const [hint, setHint] = useState<Hint | null>(null);

  const ask = (content: string, buttons: readonly [string, string]) =>
    new Promise<0 | 1 | null>((resolve) => setHint({ content, buttons, resolve }));

  const close = (choice: 0 | 1 | null) => {
    hint?.resolve(choice);
    setHint(null);
  };

  const dialog = (
    <Dialog
      visible={hint !== null}
      title={copy.examinee.hintTitle}
      content={hint?.content}
      aria-label={hint?.content}
      onClose={() => close(null)}
      actions={[
        [
          { key: '0', text: hint?.buttons[0] ?? '' },
          { key: '1', text: hint?.buttons[1] ?? '', bold: true },
        ],
      ]}
      onAction={(action) => close(action.key === '1' ? 1 : 0)}
    />
  );

  return { ask, dialog };
}
