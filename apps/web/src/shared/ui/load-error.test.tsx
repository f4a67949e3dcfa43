import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@tijian/client';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error.tsx';

describe('LoadError', () => {
  it('says what failed and offers to try again', async () => {
    const retry = vi.fn();
    render(<LoadError error={new ApiError('system,error', '系统内部错误')} onRetry={retry} />);
    expect(screen.getByRole('heading', { name: '系统内部错误' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offers no retry for what is not there (or is someone else’s): trying again cannot find it', () => {
    render(<LoadError error={new ApiError('not,found', '该订单不存在')} onRetry={() => {}} />);
    expect(screen.getByRole('heading', { name: '该订单不存在' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
