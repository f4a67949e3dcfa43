import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { communication as contract } from '@tijian/contract';
import { PICTURE_MAX_BYTES } from '@tijian/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, seedDemoData } from '../../seed/seed.ts';
import { operatorCall, operatorToken } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { auditLog } from '../operators/schema.ts';
import { headersOf, sessionFor } from '../orders/order-fixtures.ts';
import { reports } from '../reports/schema.ts';
import { communicationMessages, communicationThreads } from './schema.ts';

let server: TestServer;
let filesDir: string;
let demo: { token: string; userId: number };
let phoneSeq = 0;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'talk-files-'));
  // A folder that does not exist yet: the store makes it on the first picture.
  server = await createTestServer({ FILES_DIR: path.join(filesDir, 'not', 'yet') });
  await seedDemoData(server.db, { today: '2026-11-22' });
  demo = await sessionFor(server, DEMO_USER.mobilePhone);
});
afterAll(async () => {
  await server.close();
  await rm(filesDir, { recursive: true, force: true });
});

const newUser = () => sessionFor(server, `1370004${String(++phoneSeq).padStart(4, '0')}`);

async function get(token: string, url: string) {
  return (await server.app.inject({ method: 'GET', url: `/m${url}`, headers: headersOf(token) })).json();
}
async function post(token: string, url: string, payload: object) {
  return (
    await server.app.inject({ method: 'POST', url: `/m${url}`, headers: headersOf(token), payload })
  ).json();
}
const ok = <T>(body: { error_code: string; error: string; data: unknown }): T => {
  expect(body, body.error).toMatchObject({ error_code: '000000' });
  return body.data as T;
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const start = (token: string, body: object) => post(token, '/wx/communication/thread/start.json', body);
const send = (token: string, body: object) => post(token, '/wx/communication/message/send.json', body);
const thread = (token: string, id: number) => get(token, `/wx/communication/thread/detail.json?id=${id}`);
const list = (token: string, query = '') => get(token, `/wx/communication/thread/list.json${query}`);

const rows = async () => ({
  threads: (await server.db.select({ n: count() }).from(communicationThreads))[0]?.n,
  messages: (await server.db.select({ n: count() }).from(communicationMessages))[0]?.n,
});
const storedFiles = async () =>
  (await readdir(path.join(filesDir, 'not', 'yet'), { recursive: true }).catch(() => [])).filter((f) =>
    /\.(png|jpg|webp)$/.test(f),
  );

const NOT_FOUND = { error_code: 'not,found', error: '该沟通记录不存在', data: null };
const INVALID = (error: string) => ({ error_code: 'param,invalid', error, data: null });

describe('the demo account', () => {
  it('has an answered consultation with an unread reply, a report reading and a waiting question', async () => {
    const data = ok<contract.ThreadList>(await list(demo.token));
    expect(data.list.map((t) => [t.kind, t.sysCenterId, t.unread, t.answered])).toEqual([
      ['consult', '00-1', 1, true],
      ['health', '00-30', 0, false],
      ['reportReading', '00-1', 0, true],
    ]);
    expect(data.unreadTotal).toBe(1);
    const answered = ok<contract.ThreadList>(await list(demo.token, '?answered=1'));
    expect(answered.list.map((t) => t.kind)).toEqual(['consult', 'reportReading']);
  });

  it('reads the unread reply on opening the thread, and it is no longer unread', async () => {
    const consult = ok<contract.ThreadList>(await list(demo.token, '?kind=consult')).list[0]!;
    const opened = ok<contract.ThreadDetail>(await thread(demo.token, consult.id));
    expect(opened.unread).toBe(0);
    expect(opened.messages.map((m) => m.author)).toEqual(['user', 'operator', 'user', 'operator']);
    expect(opened.messages[1]!.authorName).toBe('北京朝阳健康体检中心前台');
    expect(ok<contract.ThreadList>(await list(demo.token)).unreadTotal).toBe(0);
  });
});

describe('a thread', () => {
  it('is started at an online centre, and the one consultation with a centre goes on', async () => {
    const user = await newUser();
    const first = ok<contract.ThreadDetail>(
      await start(user.token, { kind: 'consult', sysCenterId: '00-30', text: '  请问周六上班吗？ ' }),
    );
    expect(first).toMatchObject({ kind: 'consult', title: '请问周六上班吗？', unread: 0, answered: false });
    expect(first.messages.map((m) => m.text)).toEqual(['请问周六上班吗？']);
    const again = ok<contract.ThreadDetail>(
      await start(user.token, { kind: 'consult', sysCenterId: '00-30', text: '还有，需要预约吗？' }),
    );
    expect(again.id).toBe(first.id);
    expect(again.messages).toHaveLength(2);
    const centre = ok<contract.CentreThread>(
      await get(user.token, '/wx/communication/thread/centre.json?sysCenterId=00-30'),
    );
    expect(centre).toMatchObject({ online: true, thread: { id: first.id } });
  });

  it('is refused at a centre without online communication, with nothing written', async () => {
    const user = await newUser();
    const before = await rows();
    expect(await start(user.token, { kind: 'health', sysCenterId: '00-16', text: '你好' })).toEqual(
      INVALID('该体检中心暂未开通在线沟通，请选择其他体检中心'),
    );
    expect(await rows()).toEqual(before);
  });

  it('keeps words as they were typed: markup is text, and more than 500 characters is refused', async () => {
    const user = await newUser();
    const text = '<img src=x onerror=alert(1)> 这是什么？';
    const t = ok<contract.ThreadDetail>(
      await start(user.token, { kind: 'suggestion', sysCenterId: '00-1', text }),
    );
    expect(t.messages[0]!.text).toBe(text);
    const before = await rows();
    expect(await send(user.token, { threadId: t.id, text: '字'.repeat(501) })).toEqual(
      INVALID('内容不能超过500字，请删减后再发送'),
    );
    expect(await send(user.token, { threadId: t.id, text: '   ' })).toEqual(
      INVALID('请输入内容或选择一张图片'),
    );
    expect(await rows()).toEqual(before);
  });

  it('of another person answers as a missing one, to every call', async () => {
    const owner = await newUser();
    const other = await newUser();
    const t = ok<contract.ThreadDetail>(
      await start(owner.token, {
        kind: 'health',
        sysCenterId: '00-1',
        text: '血压偏高怎么办？',
        picture: PNG.toString('base64'),
      }),
    );
    const before = await rows();
    expect(await thread(other.token, t.id)).toEqual(NOT_FOUND);
    expect(await thread(other.token, 99_999_999)).toEqual(NOT_FOUND);
    expect(await send(other.token, { threadId: t.id, text: '我也想问' })).toEqual(NOT_FOUND);
    expect(await get(other.token, `/wx/communication/picture.json?id=${t.messages[0]!.pictureId}`)).toEqual({
      error_code: 'not,found',
      error: '该图片不存在',
      data: null,
    });
    expect(ok<contract.ThreadList>(await list(other.token)).list).toEqual([]);
    expect(await rows()).toEqual(before);
    expect(await thread(owner.token, 0)).toEqual(INVALID('沟通记录编号不正确'));
  });

  it('asks a reading of the person’s own report at the report’s centre, once per report', async () => {
    const [report] = await server.db.select().from(reports).where(eq(reports.reportNo, 'BG-DEMO-2021'));
    const reading = ok<contract.ThreadDetail>(
      await start(demo.token, { kind: 'reportReading', reportId: report!.id, text: '帮我看看血糖' }),
    );
    expect(reading).toMatchObject({
      sysCenterId: '00-1',
      reportId: report!.id,
      title: expect.stringContaining('2021-04-17'),
    });
    const stranger = await newUser();
    expect(
      await start(stranger.token, { kind: 'reportReading', reportId: report!.id, text: '帮我看看' }),
    ).toEqual({ error_code: 'not,found', error: '该报告不存在', data: null });
    expect(await start(stranger.token, { kind: 'reportReading', text: '帮我看看' })).toEqual(
      INVALID('请选择要解读的体检报告'),
    );
  });
});

describe('a picture', () => {
  it('is stored outside the row, in a folder made for it, and served back to its owner only', async () => {
    const user = await newUser();
    const t = ok<contract.ThreadDetail>(
      await start(user.token, {
        kind: 'consult',
        sysCenterId: '00-1',
        text: '',
        picture: `data:image/png;base64,${PNG.toString('base64')}`,
      }),
    );
    expect(t.title).toBe('[图片]');
    const id = t.messages[0]!.pictureId!;
    const picture = ok<contract.Picture>(await get(user.token, `/wx/communication/picture.json?id=${id}`));
    expect(picture).toEqual({ id, type: 'image/png', data: PNG.toString('base64') });
    const [row] = await server.db
      .select()
      .from(communicationMessages)
      .where(eq(communicationMessages.id, id));
    expect(row!.pictureKey).toMatch(/^communication\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
    expect(await storedFiles()).toContain(row!.pictureKey!.split('/').join(path.sep));
  });

  it('is refused by its content, its size or its emptiness, with nothing stored', async () => {
    const user = await newUser();
    const t = ok<contract.ThreadDetail>(
      await start(user.token, { kind: 'consult', sysCenterId: '00-30', text: '你好' }),
    );
    const before = { ...(await rows()), files: (await storedFiles()).length };
    // A program renamed .jpg and declared a JPEG is still a program.
    expect(
      await send(user.token, {
        threadId: t.id,
        text: '',
        picture: `data:image/jpeg;base64,${EXE.toString('base64')}`,
      }),
    ).toEqual(INVALID('只能发送 JPG、PNG 或 WebP 格式的图片，请换一张'));
    const big = Buffer.concat([PNG, Buffer.alloc(PICTURE_MAX_BYTES)]);
    expect(await send(user.token, { threadId: t.id, text: '', picture: big.toString('base64') })).toEqual(
      INVALID('图片不能超过 2 MB，请压缩后再发送'),
    );
    expect(await send(user.token, { threadId: t.id, text: '看看', picture: '' })).toEqual(
      INVALID('图片内容为空，请重新选择'),
    );
    expect(await send(user.token, { threadId: t.id, text: '看看', picture: '不是图片%%' })).toEqual(
      INVALID('图片无法读取，请重新选择'),
    );
    expect({ ...(await rows()), files: (await storedFiles()).length }).toEqual(before);
  });
});

describe('the centre’s side', () => {
  it('lists unread first, opens (read), replies; the person sees the reply unread', async () => {
    const user = await newUser();
    const t = ok<contract.ThreadDetail>(
      await start(user.token, { kind: 'health', sysCenterId: '00-3', text: '空腹几小时？' }),
    );
    const desk = await operatorToken(server.app, { centreId: '00-3', role: 'desk' });
    const threads = ok<contract.OperatorThreadList>(
      await operatorCall(server.app, desk, 'GET', 'communication/threads.json?sysCenterId=00-3'),
    );
    expect(threads.list[0]).toMatchObject({
      id: t.id,
      unread: 1,
      askerPhone: expect.stringMatching(/^137\*{4}\d{4}$/),
    });
    expect(threads.unreadTotal).toBe(1);

    const opened = ok<contract.OperatorThread>(
      await operatorCall(server.app, desk, 'GET', `communication/thread.json?id=${t.id}`),
    );
    expect(opened.unread).toBe(0);
    const reply = ok<contract.Message>(
      await operatorCall(server.app, desk, 'POST', 'communication/reply.json', {
        threadId: t.id,
        text: '至少空腹8小时。',
        picture: PNG.toString('base64'),
      }),
    );
    expect(reply).toMatchObject({ author: 'operator', authorName: '深圳南山健康体检中心前台' });
    const after = ok<contract.OperatorThreadList>(
      await operatorCall(server.app, desk, 'GET', 'communication/threads.json?sysCenterId=00-3'),
    );
    expect(after.unreadTotal).toBe(0);

    const mine = ok<contract.ThreadList>(await list(user.token));
    expect(mine).toMatchObject({
      unreadTotal: 1,
      list: [{ id: t.id, unread: 1, answered: true, lastText: '至少空腹8小时。' }],
    });
    expect(
      ok<contract.Picture>(await get(user.token, `/wx/communication/picture.json?id=${reply.pictureId}`))
        .type,
    ).toBe('image/png');
    // Writing back reads the reply.
    ok(await send(user.token, { threadId: t.id, text: '好的' }));
    expect(ok<contract.ThreadList>(await list(user.token)).unreadTotal).toBe(0);
    const audit = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(t.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['communication.read', 'communication.reply']);
  });

  it('of another centre is refused the thread, its picture and the list, and replies nothing', async () => {
    const user = await newUser();
    const t = ok<contract.ThreadDetail>(
      await start(user.token, {
        kind: 'consult',
        sysCenterId: '00-1',
        text: '你好',
        picture: PNG.toString('base64'),
      }),
    );
    const elsewhere = await operatorToken(server.app, { centreId: '00-30', role: 'manager' });
    const before = await rows();
    const refused = (body: { error_code: string }) => expect(body.error_code).toBe('operator,forbidden');
    refused(await operatorCall(server.app, elsewhere, 'GET', `communication/thread.json?id=${t.id}`));
    refused(
      await operatorCall(server.app, elsewhere, 'POST', 'communication/reply.json', {
        threadId: t.id,
        text: '在',
      }),
    );
    refused(
      await operatorCall(
        server.app,
        elsewhere,
        'GET',
        `communication/picture.json?id=${t.messages[0]!.pictureId}`,
      ),
    );
    refused(await operatorCall(server.app, elsewhere, 'GET', 'communication/threads.json?sysCenterId=00-1'));
    expect(await operatorCall(server.app, elsewhere, 'GET', 'communication/thread.json?id=99999999')).toEqual(
      NOT_FOUND,
    );
    expect(await rows()).toEqual(before);
    const [thread] = await server.db
      .select()
      .from(communicationThreads)
      .where(eq(communicationThreads.id, t.id));
    expect(thread!.centreUnread).toBe(1);
  });
});
