import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@tijian/client';
import { describe, expect, it, vi } from 'vitest';
import { QueryView } from './query-view.tsx';

const loading = () => ({ data: undefined, error: null, refetch: vi.fn() });
const failed = (message: string) => ({
  data: undefined,
  error: new ApiError('system,error', message),
  refetch: vi.fn(),
});
const loaded = <T,>(data: T) => ({ data, error: null, refetch: vi.fn() });

describe('QueryView', () => {
  it('shows the loading block until the data is there, then the data', () => {
    const { rerender } = render(<QueryView query={loading()}>{(n: number) => <p>共{n}条</p>}</QueryView>);
    expect(screen.getByRole('status').textContent).toContain('加载中');
    rerender(<QueryView query={loaded(3)}>{(n) => <p>共{n}条</p>}</QueryView>);
    expect(screen.getByText('共3条')).toBeTruthy();
  });

  it('takes null as an answer', () => {
    render(<QueryView query={loaded(null)}>{(v) => <p>{v === null ? '暂无' : '有'}</p>}</QueryView>);
    expect(screen.getByText('暂无')).toBeTruthy();
  });

  it('waits for every query and hands their data over in order', () => {
    const a = loaded('甲');
    const { rerender } = render(
      <QueryView queries={[a, loading()]}>{(x: string, y: number) => <p>{`${x}${y}`}</p>}</QueryView>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(<QueryView queries={[a, loaded(2)]}>{(x, y) => <p>{`${x}${y}`}</p>}</QueryView>);
    expect(screen.getByText('甲2')).toBeTruthy();
  });

  it('tells the first failure, even while another query still loads, and retries every failed one', async () => {
    const first = failed('网络连接超时');
    const second = failed('系统内部错误');
    const fine = loaded(1);
    render(<QueryView queries={[loading(), first, fine, second]}>{() => <p>内容</p>}</QueryView>);
    expect(screen.getByRole('heading', { name: '网络连接超时' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(first.refetch).toHaveBeenCalledOnce();
    expect(second.refetch).toHaveBeenCalledOnce();
    expect(fine.refetch).not.toHaveBeenCalled();
  });

  it('keeps the data shown when a later refetch fails', () => {
    const stale = { data: 5, error: new ApiError('system,error', '系统内部错误'), refetch: vi.fn() };
    render(<QueryView query={stale}>{(n) => <p>共{n}条</p>}</QueryView>);
    expect(screen.getByText('共5条')).toBeTruthy();
  });

  it('shows the page’s own placeholder while loading when it has one', () => {
    render(
      <QueryView query={loading()} loading={<p>骨架</p>}>
        {() => <p>内容</p>}
      </QueryView>,
    );
    expect(screen.getByText('骨架')).toBeTruthy();
  });

  it('shows the page’s own answer when the server says it is not there, and the plain failure otherwise', () => {
    const missing = { data: undefined, error: new ApiError('not,found', '没有找到'), refetch: vi.fn() };
    const { rerender } = render(
      <QueryView query={missing} notFound={<p>该文章不存在</p>}>
        {() => <p>内容</p>}
      </QueryView>,
    );
    expect(screen.getByText('该文章不存在')).toBeTruthy();
    rerender(
      <QueryView query={failed('系统内部错误')} notFound={<p>该文章不存在</p>}>
        {() => <p>内容</p>}
      </QueryView>,
    );
    expect(screen.getByRole('heading', { name: '系统内部错误' })).toBeTruthy();
  });
});
