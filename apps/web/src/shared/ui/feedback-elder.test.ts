import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElderModeStore } from '@/shared/lib/elder-mode.ts';
import { ELDER_TOAST_MS, showToast } from './feedback.ts';

const show = vi.fn();
vi.mock('antd-mobile/es/components/toast', () => ({ default: { show, clear: vi.fn() } }));

afterEach(() => {
  useElderModeStore.getState().setOn(false);
  show.mockClear();
});

describe('a toast in elder mode', () => {
  it('stays twice as long as antd-mobile’s 2 s, unless the caller asked for a time', async () => {
    showToast('请先选择时段');
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(show.mock.calls[0]![0]).toEqual({ content: '请先选择时段', duration: undefined });

    useElderModeStore.getState().setOn(true);
    showToast('请先选择时段');
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(2));
    expect(show.mock.calls[1]![0]).toEqual({ content: '请先选择时段', duration: ELDER_TOAST_MS });

    showToast('已复制', 1000);
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(3));
    expect(show.mock.calls[2]![0]).toEqual({ content: '已复制', duration: 1000 });
  });
});
