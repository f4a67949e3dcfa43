import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InvoicePopup } from './invoice-popup.tsx';

// Spec 5 "Invoice": a company title by default, 确定 off until every field holds more than spaces and
// the phone is a phone; a personal title needs no company name.

function open() {
  const onSave = vi.fn();
  render(<InvoicePopup visible value={null} onClose={() => {}} onSave={onSave} />);
  return { onSave, confirm: () => screen.getByRole('button', { name: '确定' }) };
}

describe('InvoicePopup', () => {
  it('keeps 确定 off until the company title is complete, then saves what was typed', async () => {
    const user = userEvent.setup();
    const { onSave, confirm } = open();
    await user.type(screen.getByRole('textbox', { name: '单位名称' }), '某某科技有限公司');
    await user.type(screen.getByRole('textbox', { name: '收件人' }), '   ');
    await user.type(screen.getByRole('textbox', { name: '联系电话' }), '1380013800');
    await user.type(screen.getByRole('textbox', { name: '邮寄地址' }), '北京市朝阳区建国路88号');
    expect((confirm() as HTMLButtonElement).disabled).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: '收件人' }));
    await user.type(screen.getByRole('textbox', { name: '收件人' }), '张三');
    await user.type(screen.getByRole('textbox', { name: '联系电话' }), '0');
    expect((confirm() as HTMLButtonElement).disabled).toBe(false);
    await user.click(confirm());
    expect(onSave).toHaveBeenCalledWith({
      invoiceTitleType: '1',
      companyName: '某某科技有限公司',
      consignee: '张三',
      mobile: '13800138000',
      postAddress: '北京市朝阳区建国路88号',
    });
  });

  it('asks no company name for a personal title', async () => {
    const user = userEvent.setup();
    const { confirm } = open();
    await user.click(screen.getByText('个人'));
    expect(screen.queryByRole('textbox', { name: '单位名称' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: '收件人' }), '李四');
    await user.type(screen.getByRole('textbox', { name: '联系电话' }), '13900139000');
    await user.type(screen.getByRole('textbox', { name: '邮寄地址' }), '上海市浦东新区');
    expect((confirm() as HTMLButtonElement).disabled).toBe(false);
  });
});
