import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { showAlert } from './alert-dialog.ts';

afterEach(() => {
  for (const node of document.querySelectorAll('.alert-dialog')) node.remove();
  document.body.classList.remove('alert-dialog-open');
});

describe('showAlert', () => {
  it('shows a modal dialog named by its message, with antd-mobile’s 我知道了 as the default button', () => {
    void showAlert({ content: '定位失败,请允许当前应用访问您的地理位置!' });
    const dialog = screen.getByRole('dialog', { name: '定位失败,请允许当前应用访问您的地理位置!' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: '我知道了' })).toBeTruthy();
    expect(document.activeElement).toBe(dialog);
    expect(document.body.classList.contains('alert-dialog-open')).toBe(true);
  });

  it('resolves only once acknowledged, then leaves nothing behind and gives focus back', async () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    let acknowledged = false;
    const done = showAlert({ content: '您的账号已在其他设备登录', confirmText: '重新登录' }).then(() => {
      acknowledged = true;
    });
    await Promise.resolve();
    expect(acknowledged).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await done;
    expect(acknowledged).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.classList.contains('alert-dialog-open')).toBe(false);
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('keeps the page locked while a second alert is still open', async () => {
    void showAlert({ content: '第一条' });
    void showAlert({ content: '第二条', confirmText: '好的' });
    await userEvent.click(screen.getByRole('button', { name: '好的' }));
    expect(screen.getByRole('dialog', { name: '第一条' })).toBeTruthy();
    expect(document.body.classList.contains('alert-dialog-open')).toBe(true);
  });
});
