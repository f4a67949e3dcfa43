// The desk's search of a day's bookings (今日预约): by name, the phone's last digits or the order
// number, on the server, so it finds an order however many the day holds; phones and ID numbers stay
// masked in the answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { idCardOf, packageOrder, sessionFor, submit } from './order-fixtures.ts';

let server: TestServer;
const TODAY = '2026-11-22';
const DAY = '2026-12-04';
let desk: string;
const booked: { orderNo: string; name: string; phone: string }[] = [];

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
  desk = await operatorToken(server.app, { centreId: '00-1', role: 'desk' });
  const people = [
    { name: '欧阳娜娜', phone: '13811112222' },
    { name: '欧阳修', phone: '13933334444' },
    { name: '陈小春', phone: '13755551122' },
  ];
  for (const [i, p] of people.entries()) {
    const user = await sessionFor(server, `1370088${String(i).padStart(4, '0')}`);
    const { body } = await packageOrder(server, {
      date: DAY,
      slotNo: i + 1,
      idCardNo: idCardOf('19900101', 2 * i + 1),
      name: p.name,
    });
    const answer = await submit(server, user.token, { ...body, boCellPhoneNo: p.phone });
    expect(answer.data?.code, JSON.stringify(answer)).toBe(0);
    booked.push({ orderNo: answer.data.orderNo, ...p });
  }
});
afterAll(async () => {
  await server.close();
});

const search = async (q: string, extra = `&date=${DAY}`) =>
  (
    await server.app.inject({
      method: 'GET',
      url: `/m/operator/orders.json?sysCenterId=00-1${extra}&q=${encodeURIComponent(q)}`,
      headers: operatorHeaders(desk),
    })
  ).json();
const namesOf = (body: { data: { list: { name: string }[] } }) => body.data.list.map((o) => o.name);

describe('the desk’s search', () => {
  it('finds a name by any part of it', async () => {
    expect(namesOf(await search('欧阳'))).toEqual(['欧阳娜娜', '欧阳修']);
    expect(namesOf(await search('小春'))).toEqual(['陈小春']);
    expect((await search('欧阳')).data.total).toBe(2);
  });

  it('finds a phone by its last digits, not by digits in the middle or in order numbers', async () => {
    expect(namesOf(await search('4444'))).toEqual(['欧阳修']);
    expect(namesOf(await search('33334444'))).toEqual(['欧阳修']);
    // 1122 is inside 陈小春's phone but not at its end, and inside every order number of 11-22.
    expect(namesOf(await search('1122'))).toEqual(['陈小春']);
    expect(namesOf(await search('1111'))).toEqual([]);
  });

  it('finds an order by its number, whole or in part, in either case', async () => {
    const { orderNo } = booked[1]!;
    expect(namesOf(await search(orderNo))).toEqual(['欧阳修']);
    expect(namesOf(await search(orderNo.toLowerCase()))).toEqual(['欧阳修']);
    expect(namesOf(await search(orderNo.slice(2)))).toEqual(['欧阳修']);
  });

  it('keeps phones and ID numbers masked, and takes LIKE’s own characters literally', async () => {
    const [order] = (await search('娜娜')).data.list;
    expect(order.boCellPhoneNo).toBe('138****2222');
    expect(order.identityCardNo).toMatch(/^110\*+\d{3}[\dX]$/);
    expect(JSON.stringify(order)).not.toContain('13811112222');
    expect(namesOf(await search('%'))).toEqual([]);
    expect(namesOf(await search('_'))).toEqual([]);
  });

  it('searches every day when no day is given, and refuses a search too long', async () => {
    expect(namesOf(await search('欧阳修', ''))).toEqual(['欧阳修']);
    expect(await search('长'.repeat(31))).toMatchObject({
      error_code: 'param,invalid',
      error: '搜索内容最多30个字',
    });
    // An empty search is no search.
    expect((await search('')).data.total).toBe(3);
  });

  it('reads the day a page at a time, in the order of the slots, with the whole count', async () => {
    const page = (n: number) => search('', `&date=${DAY}&pageSize=2&page=${n}`);
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(namesOf(first)).toEqual(['欧阳娜娜', '欧阳修']);
    expect(namesOf(second)).toEqual(['陈小春']);
    expect(namesOf(third)).toEqual([]);
    expect([first.data.total, second.data.total, third.data.total]).toEqual([3, 3, 3]);
    expect(await search('', `&date=${DAY}&pageSize=201`)).toMatchObject({
      error_code: 'param,invalid',
      error: '每页条数应在1到200之间',
    });
    expect(await search('', `&date=${DAY}&page=0`)).toMatchObject({ error: '页码不正确' });
    // The desk's page carries no items; the doctor's review asks for them.
    expect(first.data.list[0]).not.toHaveProperty('items');
    const [withItems] = (await search('', `&date=${DAY}&pageSize=1&items=1`)).data.list;
    expect(withItems.items.length).toBeGreaterThan(3);
    expect(withItems.items[0]).toEqual({ projectId: expect.any(String), item: expect.any(String) });
    expect(await search('', `&date=${DAY}&items=yes`)).toMatchObject({ error: '参数items不正确' });
  });
});
