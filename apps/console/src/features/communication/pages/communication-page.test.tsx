import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { communication, operator } from '@tijian/client';
import type { communication as contract } from '@tijian/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, callsTo, mockApi, sentBodies } from '@/test/api.ts';
import { DESK } from '@/test/fixtures.ts';
import { renderConsole } from '@/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const LIST = communication.operatorListThreads.path;
const THREAD = communication.operatorGetThread.path;
const REPLY = communication.operatorReply.path;
const PICTURE = communication.operatorGetPicture.path;
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

type Row = contract.OperatorThreadList['list'][number];

const row = (over: Partial<Row>): Row => ({
  id: 1,
  kind: 'health',
  kindName: '健康沟通',
  sysCenterId: '00-1',
  centreName: '北京朝阳体检中心',
  reportId: null,
  title: '最近经常失眠',
  lastText: '最近经常失眠',
  lastAuthor: 'user',
  lastAt: '2026-11-22T01:00:00.000Z',
  unread: 0,
  answered: false,
  askerName: '张*',
  askerPhone: '138****8000',
  ...over,
});

const WAITING = row({ id: 5, unread: 2, title: '空腹几小时？', lastText: '<i>急</i>' });
const DONE = row({
  id: 6,
  kind: 'consult',
  kindName: '咨询沟通',
  title: '周六开门吗',
  answered: true,
  lastAuthor: 'operator',
});

const OPENED: contract.OperatorThread = {
  ...WAITING,
  unread: 0,
  messages: [
    {
      id: 50,
      author: 'user',
      authorName: '',
      text: '空腹几小时？',
      pictureId: null,
      sentAt: '2026-11-22T00:00:00.000Z',
    },
    {
      id: 51,
      author: 'user',
      authorName: '',
      text: '<i>急</i>',
      pictureId: 51,
      sentAt: '2026-11-22T01:00:00.000Z',
    },
  ],
};

function serve(replyAnswer: unknown = { ...OPENED.messages[0], id: 52, author: 'operator' }) {
  mockApi(fetchMock, {
    [operator.operatorMe.path]: DESK,
    [LIST]: { list: [WAITING, DONE], unreadTotal: 2 },
    [THREAD]: OPENED,
    [PICTURE]: { id: 51, type: 'image/png', data: PNG_BASE64 },
    [REPLY]: replyAnswer,
  });
}

async function openWaiting() {
  serve();
  renderConsole('/communication', { token: 't' });
  const user = userEvent.setup({ delay: null });
  const line = (await screen.findByText('空腹几小时？')).closest('tr')!;
  await user.click(within(line).getByRole('button', { name: '查 看' }));
  return { user, panel: await screen.findByRole('region', { name: '健康沟通 空腹几小时？' }) };
}

describe('咨询回复', () => {
  it("lists the centre's threads, unread first with their counts, for the desk", async () => {
    serve();
    renderConsole('/communication', { token: 't' });
    expect(await screen.findByRole('heading', { name: '咨询回复' })).toBeTruthy();
    await screen.findByText('空腹几小时？');
    const lines = screen.getAllByRole('row').slice(1);
    expect(within(lines[0]!).getByText('2条未读')).toBeTruthy();
    expect(within(lines[0]!).getByText('张* 138****8000')).toBeTruthy();
    expect(within(lines[1]!).getByText('已回复')).toBeTruthy();
    expect(screen.getByText('2条未读消息')).toBeTruthy();
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .find((u) => u.pathname === `/m${LIST}`)!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ sysCenterId: '00-1' });
    expect(screen.getByText('点击一条沟通记录的“查看”，在这里阅读和回复')).toBeTruthy();
  });

  it('opens a thread: its words as text, its picture, and a reply sent', async () => {
    const { user, panel } = await openWaiting();
    expect(within(panel).getAllByText('<i>急</i>').length).toBeGreaterThan(0);
    expect(panel.querySelector('i')).toBeNull();
    expect(await within(panel).findByRole('img', { name: '图片' })).toBeTruthy();

    await user.type(within(panel).getByLabelText('回复内容'), '  至少空腹8小时。 ');
    await user.click(within(panel).getByRole('button', { name: '发送回复' }));
    expect(await screen.findByText('回复已发送')).toBeTruthy();
    expect(sentBodies(fetchMock, REPLY)).toEqual([{ threadId: 5, text: '至少空腹8小时。' }]);
    // The thread and the list are read again for the counts the reply moved.
    await waitFor(() => expect(callsTo(fetchMock, THREAD)).toBe(2));
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toBeGreaterThanOrEqual(2));
  });

  it('refuses an empty reply and a file that is no picture, sending nothing', async () => {
    const { user, panel } = await openWaiting();
    await user.click(within(panel).getByRole('button', { name: '发送回复' }));
    expect(await within(panel).findByText('请输入内容或选择一张图片')).toBeTruthy();
    const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0])], 'scan.png', {
      type: 'image/png',
    });
    fireEvent.change(within(panel).getByLabelText('添加图片'), { target: { files: [program] } });
    expect(await within(panel).findByText('只能发送 JPG、PNG 或 WebP 格式的图片，请换一张')).toBeTruthy();
    expect(callsTo(fetchMock, REPLY)).toBe(0);
  });

  it('keeps the reply and says why when the server refuses it', async () => {
    serve(new ApiFailure('param,invalid', '内容不能超过500字，请删减后再发送'));
    renderConsole('/communication?thread=5', { token: 't' });
    const panel = await screen.findByRole('region', { name: '健康沟通 空腹几小时？' });
    const user = userEvent.setup({ delay: null });
    await user.type(within(panel).getByLabelText('回复内容'), '好的');
    await user.click(within(panel).getByRole('button', { name: '发送回复' }));
    expect(await screen.findByText('内容不能超过500字，请删减后再发送')).toBeTruthy();
    expect((within(panel).getByLabelText('回复内容') as HTMLTextAreaElement).value).toBe('好的');
  });
});
