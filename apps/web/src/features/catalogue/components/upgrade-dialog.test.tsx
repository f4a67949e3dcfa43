import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UpgradeDialog } from './upgrade-dialog.tsx';

const offer = { description: '您的套餐金额已满足升级条件', names: ['甲状腺彩超'] };

function open(confirmText: string, phones?: readonly string[]) {
  render(
    <UpgradeDialog
      offer={offer}
      confirmText={confirmText}
      phones={phones}
      onLater={vi.fn()}
      onUpgrade={vi.fn()}
    />,
  );
}

describe('UpgradeDialog', () => {
  it('at centre 00-07: 提前预约 and the two numbers to call, each a phone link (spec 9)', async () => {
    open('提前预约', ['021-68771234', '021-68775678']);
    const note = await screen.findByText(/升级项目需提前预约，请致电/);
    expect(note.textContent).toBe('升级项目需提前预约，请致电 021-68771234 或 021-68775678');
    expect(screen.getByRole('link', { name: '021-68771234' }).getAttribute('href')).toBe('tel:021-68771234');
    expect(screen.getByRole('link', { name: '021-68775678' }).getAttribute('href')).toBe('tel:021-68775678');
    expect(screen.getByRole('button', { name: '提前预约' })).toBeTruthy();
  });

  it('elsewhere: 确定升级 and no number', async () => {
    open('确定升级');
    expect(await screen.findByRole('button', { name: '确定升级' })).toBeTruthy();
    expect(screen.queryByText(/请致电/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
