import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { confirmDialog } from './feedback.ts';

describe('confirmDialog', () => {
  it('reads 返回 / 确定 as spec 2’s confirm dialog, not antd-mobile’s 取消', async () => {
    const back = confirmDialog('确定删除该家庭成员吗？');
    // The first opening loads antd-mobile's dialog.
    const dialog = await screen.findByRole('dialog', { name: '确定删除该家庭成员吗？' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '取消' })).toBeNull();
    // Clickable once the dialog's opening animation is over.
    await waitFor(() => userEvent.click(within(dialog).getByRole('button', { name: '返回' })));
    expect(await back).toBe(false);

    const ok = confirmDialog('选择去医院支付？');
    const second = await screen.findByRole('dialog', { name: '选择去医院支付？' });
    await waitFor(() => userEvent.click(within(second).getByRole('button', { name: '确定' })));
    expect(await ok).toBe(true);
  });
});
