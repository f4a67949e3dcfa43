import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearToastForNextPage, confirmDialog, showToast, showToastOnNextPage } from './feedback.ts';

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

describe('a toast for the next page', () => {
  it('outlives the route guard’s clearing: shown on the page the navigation leads to, once', async () => {
    // A toast of the page being left goes when the next one loads…
    showToast('请先选择时段');
    expect(await screen.findByText('请先选择时段', {}, { timeout: 10_000 })).toBeTruthy();
    // …while the outcome of leaving it ("预约成功", then to the list) is shown after that clearing.
    showToastOnNextPage('预约成功，请按时到体检中心咨询');
    expect(screen.queryByText('预约成功，请按时到体检中心咨询')).toBeNull();
    clearToastForNextPage();
    expect(await screen.findByText('预约成功，请按时到体检中心咨询')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('请先选择时段')).toBeNull());
    // Handed over once: the next navigation clears it like any other.
    clearToastForNextPage();
    await waitFor(() => expect(screen.queryByText('预约成功，请按时到体检中心咨询')).toBeNull());
  });
});
