import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { communication, reports } from '@tijian/client';
import type { communication as contract, ReportSummary } from '@tijian/contract';
import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi, renderRoutedPage } from '@/test/render.tsx';
import { ConversationPage } from './conversation-page.tsx';
import { OnlineListPage } from './online-list-page.tsx';
import { QuestionRecordPage } from './question-record-page.tsx';
import { ReportReadingPage } from './report-reading-page.tsx';

// antd-mobile's pull-to-refresh is replaced by a stand-in that keeps its props, so a test can pull.
const seen = vi.hoisted(() => ({ pull: undefined as PullToRefreshProps | undefined }));
vi.mock('antd-mobile/es/components/pull-to-refresh', () => ({
  default: (props: PullToRefreshProps & { children?: ReactNode }) => {
    seen.pull = props;
    return <div>{props.children}</div>;
  },
}));
const showToast = vi.hoisted(() => vi.fn());
vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast,
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async () => true),
}));

const fetchMock = loggedInFetch();
afterEach(() => {
  seen.pull = undefined;
  showToast.mockClear();
});

const BUSY = () => envelopeResponse(null, 'system,error', '系统繁忙，请稍后再试');
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const summary = (over: Partial<contract.ThreadSummary>): contract.ThreadSummary => ({
  id: 1,
  kind: 'consult',
  kindName: '咨询沟通',
  sysCenterId: '00-1',
  centreName: '北京朝阳健康体检中心',
  reportId: null,
  title: '体检前一天晚上几点以后不能吃东西？',
  lastText: '可以的。',
  lastAuthor: 'operator',
  lastAt: '2026-11-22T01:00:00.000Z',
  unread: 0,
  answered: true,
  ...over,
});

const CONSULT = summary({ id: 7, unread: 2 });
const HEALTH = summary({
  id: 8,
  kind: 'health',
  kindName: '健康沟通',
  sysCenterId: '00-30',
  centreName: '上海徐汇美年体检中心',
  title: '最近经常失眠',
  lastText: '最近经常失眠',
  lastAuthor: 'user',
  answered: false,
});

const THREAD: contract.ThreadDetail = {
  ...CONSULT,
  unread: 0,
  messages: [
    {
      id: 70,
      author: 'user',
      authorName: '',
      text: '<b>能带孩子吗</b>',
      pictureId: null,
      sentAt: '2026-11-22T00:00:00.000Z',
    },
    {
      id: 71,
      author: 'operator',
      authorName: '北京朝阳健康体检中心前台',
      text: '可以的。',
      pictureId: 71,
      sentAt: '2026-11-22T01:00:00.000Z',
    },
  ],
};

const asked = (path: string) =>
  fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://x').pathname === `/m${path}`);
const bodyOf = (path: string) => JSON.parse(String(asked(path).at(-1)?.[1]?.body));

describe('在线沟通 (the list)', () => {
  const renderList = () =>
    renderRoutedPage(<OnlineListPage />, {
      path: '/onlineCommunication/list',
      url: '/onlineCommunication/list',
    });

  it('lists the threads with what is unread, opens one, and refreshes on a pull', async () => {
    mockApi(fetchMock, { [communication.listThreads.path]: { list: [CONSULT, HEALTH], unreadTotal: 2 } });
    renderList();
    expect(await screen.findByText('您有2条未读回复')).toBeTruthy();
    const row = (title: string) => screen.getByText(title, { selector: '.talk-thread-title' }).closest('a')!;
    const unread = row('体检前一天晚上几点以后不能吃东西？');
    expect(within(unread).getByText('2条未读')).toBeTruthy();
    expect(within(unread).getByText('已回复')).toBeTruthy();
    expect(within(row('最近经常失眠')).getByText('待回复')).toBeTruthy();
    expect(within(row('最近经常失眠')).queryByText(/条未读/)).toBeNull();

    await seen.pull?.onRefresh?.();
    expect(asked(communication.listThreads.path)).toHaveLength(2);

    await userEvent.click(unread);
    expect(screen.getByTestId('location').textContent).toBe(
      '/onlineCommunication/advise/linkUp/00-1?thread=7',
    );
  });

  it('says so when there is no thread yet, and leads to each service', async () => {
    mockApi(fetchMock, { [communication.listThreads.path]: { list: [], unreadTotal: 0 } });
    renderList();
    expect(await screen.findByText('还没有沟通记录，选择上方的服务开始提问吧')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /报告解读/ }));
    expect(screen.getByTestId('location').textContent).toBe('/onlineCommunication/report/list');
  });

  it('offers the centres that take questions when 咨询沟通 is chosen without a centre', async () => {
    mockApi(fetchMock, {
      [communication.listThreads.path]: { list: [], unreadTotal: 0 },
      [communication.listOnlineCentres.path]: {
        list: [{ sysCenterId: '00-30', name: '上海徐汇美年体检中心', cityName: '上海' }],
      },
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: /咨询沟通/ }));
    // The popup is still sliding in (pointer-events: none): a tap as it lands.
    fireEvent.click(await screen.findByText('上海徐汇美年体检中心'));
    expect(screen.getByTestId('location').textContent).toBe('/onlineCommunication/advise/linkUp/00-30');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => BUSY());
    renderList();
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('咨询沟通 (the conversation)', () => {
  const renderThread = (url = '/onlineCommunication/advise/linkUp/00-1?thread=7') =>
    renderRoutedPage(<ConversationPage />, { path: '/onlineCommunication/advise/linkUp/:centerId', url });

  it('shows the messages as text, the centre’s picture, and sends words', async () => {
    let thread = THREAD;
    mockApi(fetchMock, {
      [communication.getThread.path]: () => thread,
      [communication.getPicture.path]: { id: 71, type: 'image/png', data: PNG_BASE64 },
      [communication.sendMessage.path]: (_url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body));
        const sent = {
          id: 72,
          author: 'user',
          authorName: '',
          text: body.text,
          pictureId: null,
          sentAt: '2026-11-22T02:00:00.000Z',
        };
        thread = { ...thread, messages: [...thread.messages, sent] as contract.Message[] };
        return sent;
      },
    });
    renderThread();
    // Markup someone typed is shown as they typed it, never made into markup.
    expect(await screen.findByText('<b>能带孩子吗</b>')).toBeTruthy();
    expect(document.querySelector('.talk-messages b')).toBeNull();
    expect(screen.getByText('北京朝阳健康体检中心前台')).toBeTruthy();
    const picture = (await screen.findByRole('img', { name: '图片' })) as HTMLImageElement;
    expect(picture.src).toBe(`data:image/png;base64,${PNG_BASE64}`);

    await userEvent.type(screen.getByRole('textbox'), '好的，谢谢');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(asked(communication.sendMessage.path)).toHaveLength(1));
    expect(bodyOf(communication.sendMessage.path)).toEqual({ threadId: 7, text: '好的，谢谢' });
    expect(await screen.findByText('好的，谢谢', { selector: 'p' })).toBeTruthy();
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('');
  });

  it('refuses a program dressed as a photo before it travels, and an empty message', async () => {
    mockApi(fetchMock, {
      [communication.getThread.path]: THREAD,
      [communication.getPicture.path]: { id: 71, type: 'image/png', data: PNG_BASE64 },
    });
    renderThread();
    await screen.findByText('<b>能带孩子吗</b>');
    const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'photo.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(screen.getByLabelText('添加图片', { selector: 'input' }), program);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('只能发送 JPG、PNG 或 WebP 格式的图片，请换一张'),
    );
    expect(screen.queryByRole('img', { name: '已选择的图片' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(showToast).toHaveBeenCalledWith('请输入内容或选择一张图片');
    expect(asked(communication.sendMessage.path)).toHaveLength(0);
  });

  it('sends a chosen picture with the words', async () => {
    mockApi(fetchMock, {
      [communication.getThread.path]: THREAD,
      [communication.getPicture.path]: { id: 71, type: 'image/png', data: PNG_BASE64 },
      [communication.sendMessage.path]: { ...THREAD.messages[0], id: 73 },
    });
    renderThread();
    await screen.findByText('<b>能带孩子吗</b>');
    const png = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));
    await userEvent.upload(
      screen.getByLabelText('添加图片', { selector: 'input' }),
      new File([png], 'a.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: '已选择的图片' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(asked(communication.sendMessage.path)).toHaveLength(1));
    expect(bodyOf(communication.sendMessage.path)).toEqual({ threadId: 7, text: '', picture: PNG_BASE64 });
  });

  it('starts the consultation with a centre on the first message', async () => {
    let started = false;
    mockApi(fetchMock, {
      [communication.getCentreThread.path]: () => ({
        sysCenterId: '00-30',
        centreName: '上海徐汇美年体检中心',
        online: true,
        thread: started ? { ...THREAD, sysCenterId: '00-30', messages: [THREAD.messages[0]] } : null,
      }),
      [communication.startThread.path]: () => {
        started = true;
        return { ...THREAD, sysCenterId: '00-30', messages: [THREAD.messages[0]] };
      },
    });
    renderThread('/onlineCommunication/advise/linkUp/00-30');
    expect(await screen.findByRole('heading', { name: '上海徐汇美年体检中心' })).toBeTruthy();
    expect(screen.getByText('有问题可以直接发给体检中心，工作人员会尽快回复您。')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox'), '周六开门吗');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(asked(communication.startThread.path)).toHaveLength(1));
    expect(bodyOf(communication.startThread.path)).toEqual({
      kind: 'consult',
      sysCenterId: '00-30',
      text: '周六开门吗',
    });
    expect(await screen.findByText('<b>能带孩子吗</b>')).toBeTruthy();
  });

  it('says a centre without online communication has none, and offers no send box', async () => {
    mockApi(fetchMock, {
      [communication.getCentreThread.path]: {
        sysCenterId: '00-16',
        centreName: '北京海淀1+X筛查中心',
        online: false,
        thread: null,
      },
    });
    renderThread('/onlineCommunication/advise/linkUp/00-16');
    expect(
      await screen.findByRole('heading', { name: '该体检中心暂未开通在线沟通，请选择其他体检中心' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '发送' })).toBeNull();
  });

  it('answers another person’s or a missing thread as not found, with a way back', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse(null, 'not,found', '该沟通记录不存在'));
    renderThread('/onlineCommunication/advise/linkUp/00-1?thread=99');
    expect(await screen.findByRole('heading', { name: '该沟通记录不存在' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回在线沟通' }));
    expect(screen.getByTestId('location').textContent).toBe('/onlineCommunication/list');
  });
});

describe('报告解读 and 咨询记录', () => {
  const REPORT: ReportSummary = {
    id: 31,
    reportNo: 'BG-DEMO-2023',
    name: '张伟',
    relation: '本人',
    identityCardNo: '110***********1234',
    sysCenterName: '北京朝阳健康体检中心',
    examDate: '2023-04-15',
    packageName: '中青年全面体检套餐',
    abnormalCount: 3,
  };
  const OLDER: ReportSummary = {
    ...REPORT,
    id: 30,
    reportNo: 'BG-DEMO-2021',
    examDate: '2021-04-17',
    abnormalCount: 0,
  };

  it('asks a reading of a report with the default question, and opens one asked before', async () => {
    mockApi(fetchMock, {
      [reports.listReports.path]: [REPORT, OLDER],
      [communication.listThreads.path]: {
        list: [summary({ id: 9, kind: 'reportReading', kindName: '报告解读', reportId: 30 })],
        unreadTotal: 0,
      },
      [communication.startThread.path]: { ...THREAD, id: 10, kind: 'reportReading', reportId: 31 },
    });
    renderRoutedPage(<ReportReadingPage />, {
      path: '/onlineCommunication/report/list',
      url: '/onlineCommunication/report/list',
    });
    expect(await screen.findByText('2023-04-15 张伟（本人）')).toBeTruthy();
    expect(screen.getByText(/3项异常/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '申请解读' }));
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('请帮我解读这份体检报告。');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(asked(communication.startThread.path)).toHaveLength(1));
    expect(bodyOf(communication.startThread.path)).toEqual({
      kind: 'reportReading',
      reportId: 31,
      text: '请帮我解读这份体检报告。',
    });
    expect(screen.getByTestId('location').textContent).toBe(
      '/onlineCommunication/advise/linkUp/00-1?thread=10',
    );
  });

  it('lists answered questions only, and says so when there is none', async () => {
    mockApi(fetchMock, { [communication.listThreads.path]: { list: [], unreadTotal: 0 } });
    renderRoutedPage(<QuestionRecordPage />, { path: '/questionRecord/list', url: '/questionRecord/list' });
    expect(await screen.findByText('还没有已回复的问题')).toBeTruthy();
    const url = new URL(String(asked(communication.listThreads.path)[0]?.[0]), 'http://x');
    expect(url.searchParams.get('answered')).toBe('1');
  });
});
