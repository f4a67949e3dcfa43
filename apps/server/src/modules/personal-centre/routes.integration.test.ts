import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { authed, getUser, loginBySms } from '../../test/session-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { healthCardProducts, healthCards } from '../health-cards/schema.ts';
import { coupons, examCards, medicalCards } from '../wallet/schema.ts';

// The test server's clock starts on 2026-11-22 (Shanghai).
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // The centres the cards and coupons name.
  await seedDemoData(server.db, { today: '2026-11-22' });
});
afterAll(async () => {
  await server.close();
});

const stats = async (token: string, sysCenterId = '') =>
  (
    await server.app.inject({
      method: 'GET',
      url: `/m/center-service/personal/personalTabStats?sysCenterId=${sysCenterId}`,
      headers: authed(token),
    })
  ).json();

const coupon = (userId: number, name: string, extra: Partial<typeof coupons.$inferInsert> = {}) => ({
  userId,
  name,
  couponType: 1,
  price: 5_000,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  ...extra,
});

describe('personal tab stats', () => {
  it('needs a login', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/m/center-service/personal/personalTabStats?sysCenterId=',
    });
    expect(res.json()).toEqual({ error_code: 'login,not', error: '请先登录', data: null });
  });

  it('answers zero for a new account', async () => {
    const { token } = await loginBySms(server, '13900009101');
    expect(await stats(token)).toEqual({
      error_code: '000000',
      error: '',
      data: { healthtCard: 0, cardCount: 0, couponCount: 0 },
    });
  });

  it('counts the account’s own cards, medical cards and usable coupons, per centre when one is given', async () => {
    const { token } = await loginBySms(server, '13900009102');
    const userId = (await getUser(server, authed(token))).data.id as number;
    const other = {
      userId: (await getUser(server, authed((await loginBySms(server, '13900009103')).token))).data
        .id as number,
    };
    const db = server.db;
    const [product] = await db.select({ id: healthCardProducts.id }).from(healthCardProducts).limit(1);
    const productId = product!.id;
    await db.insert(examCards).values([
      { userId, cardNo: 'TS-0001', expiryDate: '2027-12-31' },
      { userId, cardNo: 'TS-0002', expiryDate: '2025-12-31', centreId: '00-16' },
      { userId: other.userId, cardNo: 'TS-0003', expiryDate: '2027-12-31' },
    ]);
    const card = { kind: 'physical' as const, patientName: '张伟', idCardNo: '110105198501012345' };
    await db.insert(medicalCards).values([
      { ...card, userId, centreId: '00-1', cardNo: 'MC-TS-1', phone: '13900009102', patientNo: 'P1' },
      { ...card, userId, centreId: '00-16', cardNo: 'MC-TS-2', phone: '13900009102', patientNo: 'P2' },
      { ...card, userId: other.userId, centreId: '00-1', cardNo: 'MC-TS-3', phone: '1', patientNo: 'P3' },
    ]);
    await db
      .insert(coupons)
      .values([
        coupon(userId, 'usable everywhere'),
        coupon(userId, 'usable at 00-16 only', { centreId: '00-16' }),
        coupon(userId, 'used', { state: 'used' }),
        coupon(userId, 'held by an unpaid order', { state: 'locked' }),
        coupon(userId, 'expired', { endDate: '2026-11-21' }),
        coupon(userId, 'not yet', { startDate: '2026-11-23' }),
        coupon(userId, 'last day today', { endDate: '2026-11-22' }),
        coupon(other.userId, 'someone else’s'),
      ]);
    await db.insert(healthCards).values([
      { cardNo: 'HC-TS-1', productId, userId, state: 'active', source: 'purchase' },
      { cardNo: 'HC-TS-2', productId, source: 'printed' },
    ]);
    // Check-up cards and health cards; coupons: everywhere, held, not yet started, last day (and 00-16's).
    expect((await stats(token)).data).toEqual({ healthtCard: 3, cardCount: 2, couponCount: 5 });
    expect((await stats(token, '00-1')).data).toEqual({ healthtCard: 2, cardCount: 1, couponCount: 4 });
    expect((await stats(token, '00-16')).data).toEqual({ healthtCard: 3, cardCount: 1, couponCount: 5 });
  });
});
