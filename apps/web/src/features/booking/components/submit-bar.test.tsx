import { render, screen } from '@testing-library/react';
import { fen } from '@tijian/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { useElderModeStore } from '@/shared/lib/elder-mode.ts';
import { SubmitBar } from './submit-bar.tsx';

afterEach(() => useElderModeStore.getState().setOn(false));

const bar = () => (
  <SubmitBar
    amount={fen(46750)}
    waiting={false}
    blocker={null}
    submitting={false}
    onSubmit={() => undefined}
  />
);

describe('the submit bar', () => {
  it('reads 提交订单, and in elder mode the plainer 确认预约 (PLAIN_WORDS)', () => {
    const { rerender } = render(bar());
    expect(screen.getByRole('button', { name: '提交订单' })).toBeTruthy();
    useElderModeStore.getState().setOn(true);
    rerender(bar());
    expect(screen.getByRole('button', { name: '确认预约' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交订单' })).toBeNull();
  });
});
