import './alert-dialog.css';

export interface AlertOptions {
  content: string;
  // antd-mobile's Dialog.alert says 我知道了 by default; so does this one.
  confirmText?: string;
}

const DEFAULT_CONFIRM_TEXT = '我知道了';

let nextId = 0;

// The one-button alert of spec 8 (location refused, session ended), built from plain DOM in antd-mobile's
// Dialog look. The home page can raise it on its first load (location refused), so it must not bring
// antd's popup and animation stack (react-spring, ~20 KB gzipped) with it. Resolves when acknowledged.
export function showAlert({ content, confirmText = DEFAULT_CONFIRM_TEXT }: AlertOptions): Promise<void> {
  const id = `alert-dialog-${++nextId}`;
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;

  const root = document.createElement('div');
  root.className = 'alert-dialog';

  const mask = document.createElement('div');
  mask.className = 'alert-dialog-mask';
  mask.setAttribute('aria-hidden', 'true');

  // role=dialog named by its message, as screen readers and the journeys find it.
  const box = document.createElement('div');
  box.className = 'alert-dialog-box';
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('aria-labelledby', id);
  // Focus goes to the dialog itself, so screen readers announce it and Tab reaches the button,
  // without a focus ring painted on the button the moment the alert opens.
  box.tabIndex = -1;

  const body = document.createElement('div');
  body.className = 'alert-dialog-content';
  const text = document.createElement('div');
  text.id = id;
  text.className = 'alert-dialog-text';
  text.textContent = content;
  body.append(text);

  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'alert-dialog-button';
  button.textContent = confirmText;

  box.append(body, button);
  root.append(mask, box);
  document.body.append(root);
  document.body.classList.add('alert-dialog-open');
  box.focus();

  return new Promise<void>((resolve) => {
    button.addEventListener(
      'click',
      () => {
        root.remove();
        if (!document.querySelector('.alert-dialog')) document.body.classList.remove('alert-dialog-open');
        previousFocus?.focus();
        resolve();
      },
      { once: true },
    );
  });
}
