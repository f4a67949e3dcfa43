// What refunds and reports ask of the orders service: their reads of someone's order, the lock, and
// the move by the domain's transition table that commits (or rolls back) with the caller's change.
import { actionRefusal } from '@tijian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { idCardOf, packageOrder, sessionFor, submit } from './order-fixtures.ts';
import { ordersRepository } from './repository.ts';

let server: TestServer;
let phoneSeq = 0;
let personSeq = 0;
let slotSeq = 0;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: '2026-11-22', demoAccount: false });
});
afterAll(async () => {
  await server.close();
});

const newUser = () => sessionFor(server, `1370004${String(++phoneSeq).padStart(4, '0')}`);
const newPerson = () => idCardOf('19790303', 2 * ++personSeq + 1);
/** Slots of Tuesday 2026-12-01 (a seeded working day), one order each. */
const nextSlot = () => ({ date: '2026-12-01', slotNo: (slotSeq++ % 9) + 1 });

async function book(token: string, idCardNo: string) {
  const { body, checked } = await packageOrder(server, { ...nextSlot(), idCardNo });
  const answer = await submit(server, token, body);
  expect(answer.data?.code, JSON.stringify(answer)).toBe(0);
  return { id: answer.data.orderId as number, checked };
}

const statusOf = async (userId: number, id: number) => (await server.app.orders.findOwn(userId, id))?.status;
const historyOf = (id: number) => ordersRepository.history(server.db, id);

describe('moving an order for another module', () => {
  const refund = {
    from: 'order_hospital_examination',
    action: 'refund',
    actor: 'user',
    facts: { paid: true },
    note: '申请退款：测试',
  } as const;

  it('moves by the transition table and writes the history row, both undone with the caller’s transaction', async () => {
    const user = await newUser();
    const order = await book(user.token, newPerson());
    const before = (await historyOf(order.id)).length;

    await expect(
      server.db.transaction(async (tx) => {
        const moved = await server.app.orders.move(tx, { id: order.id, ...refund, now: new Date() });
        expect(moved?.status).toBe('order_apply_refund');
        throw new Error('the caller’s own change failed');
      }),
    ).rejects.toThrow('the caller’s own change failed');
    expect(await statusOf(user.userId, order.id)).toBe('order_hospital_examination');
    expect(await historyOf(order.id)).toHaveLength(before);

    const now = server.clock.now();
    const moved = await server.db.transaction((tx) =>
      server.app.orders.move(tx, { id: order.id, ...refund, now }),
    );
    expect(moved).toMatchObject({ id: order.id, status: 'order_apply_refund', updatedAt: now });
    const history = await historyOf(order.id);
    expect(history).toHaveLength(before + 1);
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'order_hospital_examination',
      toStatus: 'order_apply_refund',
      actor: 'user',
      note: '申请退款：测试',
      at: now,
    });
  });

  it('answers nothing and writes nothing when the order is no longer where the caller saw it', async () => {
    const user = await newUser();
    const order = await book(user.token, newPerson());
    await server.db.transaction((tx) =>
      server.app.orders.move(tx, { id: order.id, ...refund, now: new Date() }),
    );
    const before = await historyOf(order.id);

    const again = await server.db.transaction((tx) =>
      server.app.orders.move(tx, { id: order.id, ...refund, now: new Date() }),
    );
    expect(again).toBeUndefined();
    expect(await statusOf(user.userId, order.id)).toBe('order_apply_refund');
    expect(await historyOf(order.id)).toEqual(before);
  });

  it('refuses a move the table lacks with its Chinese reason, and changes nothing', async () => {
    const user = await newUser();
    const order = await book(user.token, newPerson());
    const before = await historyOf(order.id);
    const publish = { from: 'order_hospital_examination', action: 'publishReport', actor: 'centre' } as const;

    const refusal = actionRefusal(publish.from, publish.action, publish.actor);
    expect(refusal).toMatch(/[\u4e00-\u9fff]/);
    await expect(
      server.db.transaction((tx) =>
        server.app.orders.move(tx, { id: order.id, ...publish, note: '', now: new Date() }),
      ),
    ).rejects.toMatchObject({ code: 'param,invalid', message: refusal });
    // The paid-only refund without the fact that it was paid is refused the same way.
    await expect(
      server.db.transaction((tx) =>
        server.app.orders.move(tx, { id: order.id, ...refund, facts: { paid: false }, now: new Date() }),
      ),
    ).rejects.toMatchObject({ code: 'param,invalid' });
    expect(await statusOf(user.userId, order.id)).toBe('order_hospital_examination');
    expect(await historyOf(order.id)).toEqual(before);
  });
});

describe('reading and locking someone’s order', () => {
  it('gives an account only its own order, and the centre any order, locked', async () => {
    const owner = await newUser();
    const other = await newUser();
    const order = await book(owner.token, newPerson());

    expect((await server.app.orders.findOwn(owner.userId, order.id))?.id).toBe(order.id);
    expect(await server.app.orders.findOwn(other.userId, order.id)).toBeUndefined();
    await server.db.transaction(async (tx) => {
      expect((await server.app.orders.lockOwn(tx, owner.userId, order.id))?.id).toBe(order.id);
      expect(await server.app.orders.lockOwn(tx, other.userId, order.id)).toBeUndefined();
      expect((await server.app.orders.lock(tx, order.id))?.userId).toBe(owner.userId);
      expect(await server.app.orders.lock(tx, 999_999)).toBeUndefined();
    });
  });

  it('names the items whose day quotas the order holds', async () => {
    const user = await newUser();
    const order = await book(user.token, newPerson());
    const held = await server.db.transaction((tx) => server.app.orders.heldProjectsOf(tx, order.id));
    expect(order.checked.length).toBeGreaterThan(0);
    expect(held).toEqual(expect.arrayContaining([...order.checked]));
    expect(await server.db.transaction((tx) => server.app.orders.heldProjectsOf(tx, 999_999))).toEqual([]);
  });
});

describe('what reports ask of orders', () => {
  it('lists the orders an account booked, and no one else’s', async () => {
    const user = await newUser();
    const other = await newUser();
    const first = await book(user.token, newPerson());
    const second = await book(user.token, newPerson());
    await book(other.token, newPerson());

    expect((await server.app.orders.idsBookedBy(user.userId)).sort((a, b) => a - b)).toEqual([
      first.id,
      second.id,
    ]);
    expect(await server.app.orders.idsBookedBy((await newUser()).userId)).toEqual([]);
  });
});
