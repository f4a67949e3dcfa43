// Test helpers: people with valid ID numbers, sessions without the SMS round trip, and order bodies
// priced the way the submit screen prices them (the domain's engine over the centre's catalogue).
import { randomUUID } from 'node:crypto';
import {
  type Coupon,
  checkedIds,
  checkProject,
  type ExamCard,
  type ExclusiveService,
  newPlan,
  type PayType,
  type Plan,
  payableTotal,
  planAmounts,
  priceSummary,
} from '@tijian/domain';
import type { TestServer } from '../../test/test-server.ts';
import { hmacHex } from '../auth/crypto.ts';
import { scheduleRepository } from '../schedule/repository.ts';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** A valid 18-digit ID number (Beijing Dongcheng) for a birth date YYYYMMDD; odd seq: male. */
export function idCardOf(birth: string, seq: number): string {
  const body = `110101${birth}${String(seq % 1000).padStart(3, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * WEIGHTS[i]!, 0);
  return body + CHECK[sum % 11]!;
}

/** A session for a phone through the demo partner's signed link (no SMS limits to trip over). */
export async function sessionFor(
  server: TestServer,
  phone: string,
): Promise<{ token: string; userId: number }> {
  const expires = Math.floor(server.clock.now().getTime() / 1000) + 300;
  const signature = hmacHex('demo-platform-secret', `demo|${phone}|${expires}`);
  const result = await server.app.auth.loginByPlatform({
    platformUserCode: 'demo',
    u: phone,
    p: `${expires}.${signature}`,
    clientId: `client-${phone}`,
    clientAddress: '127.0.0.1',
  });
  return { token: result.token, userId: await server.app.users.ensureByPhone(phone) };
}

export const headersOf = (token: string) => ({ token, clientId: 'client-orders' });

export interface OrderOptions {
  sysCenterId?: string;
  productId?: string;
  date: string;
  slotNo: number;
  payType?: PayType;
  idCardNo: string;
  name?: string;
  coupon?: Coupon | null;
  cards?: ExamCard[];
  services?: ExclusiveService[];
  bizCode?: '0002' | '0019' | '0001';
  idempotencyKey?: string;
}

/** A package order body with the payable the submit screen would show for it. */
export async function packageOrder(server: TestServer, o: OrderOptions) {
  const sysCenterId = o.sysCenterId ?? '00-1';
  const productId = o.productId ?? `${sysCenterId}-BASIC`;
  const c = await server.app.catalogue.centreCatalogue(sysCenterId);
  const product = c.products.find((p) => p.id === productId)!;
  return orderBody(server, o, newPlan(c.index, { product }), 'product');
}

/**
 * A custom-path order: the centre's base pack for a married man of 36, plus the items checked on
 * top (through the engine, as the chooser checks them).
 */
export async function customOrder(server: TestServer, o: OrderOptions & { chosen?: string[] }) {
  const sysCenterId = o.sysCenterId ?? '00-1';
  const c = await server.app.catalogue.centreCatalogue(sysCenterId);
  const base = await server.app.catalogue.baseProjects(sysCenterId, {
    sexCode: 'male',
    marryStateCode: 'married',
    age: 36,
  });
  let plan = newPlan(c.index, { base: [...base.basePackagePros] });
  for (const id of o.chosen ?? []) {
    const result = checkProject(c.index, plan, id);
    if (result.kind !== 'ok') throw new Error(`cannot check ${id}: ${result.kind}`);
    plan = result.plan;
  }
  return orderBody(server, o, plan, 'custom');
}

async function orderBody(server: TestServer, o: OrderOptions, plan: Plan, bookingType: 'product' | 'custom') {
  const sysCenterId = o.sysCenterId ?? '00-1';
  const c = await server.app.catalogue.centreCatalogue(sysCenterId);
  const product = plan.productId === null ? undefined : c.products.find((p) => p.id === plan.productId);
  const summary = priceSummary(c.index, plan, product ? { product } : undefined);
  const checked = checkedIds(c.index, plan);
  const payType = o.payType ?? 'onhospital';
  const breakdown = payableTotal({
    ...planAmounts(c.index, summary),
    coupon: o.coupon ?? null,
    payType,
    services: o.services ?? [],
    cards: o.cards ?? [],
    today: server.clock.now().toISOString().slice(0, 10),
  });
  const body = {
    _BIZCODE: o.bizCode ?? '0002',
    // A quick appointment names itself by the package it books (spec 7 "0019 with id").
    ...(o.bizCode === '0019' && plan.productId !== null ? { id: plan.productId } : {}),
    idempotencyKey: o.idempotencyKey ?? randomUUID(),
    sysCenterId,
    name: o.name ?? '王小明',
    marryStateCode: 'married',
    age: 36,
    sexCode: 'male',
    boCellPhoneNo: '13912345678',
    identityCardNo: o.idCardNo,
    plan,
    bookingType,
    price: breakdown.payable,
    boExaminationDate: o.date,
    boExaminationTimeNo: o.slotNo,
    payType,
    coupon: o.coupon?.id ?? null,
    cardNoList: breakdown.cardDebits.map((d) => d.cardNo),
    serviceIds: (o.services ?? []).map((s) => s.projectId),
  };
  return { body, breakdown, checked, summary };
}

/** A customer's POST with a session, answered as the envelope. */
export async function postAs(server: TestServer, token: string, url: string, body: object) {
  const res = await server.app.inject({ method: 'POST', url, headers: headersOf(token), payload: body });
  return res.json();
}

export const submit = (server: TestServer, token: string, body: object) =>
  postAs(server, token, '/m/wx/2/appointment/order.json', body);

export const quote = (server: TestServer, token: string, cart: object) =>
  postAs(server, token, '/m/wx/2/appointment/quote.json', cart);

export async function getOrder(server: TestServer, token: string, orderId: number | string) {
  const res = await server.app.inject({
    method: 'GET',
    url: `/m/wx/1/appointment/order.json?orderId=${orderId}`,
    headers: headersOf(token),
  });
  return res.json();
}

/**
 * Weekday slots from `firstDay` on, a slot of their own for each call (every seeded slot has at
 * least three places), so bookings of one test file never meet in a slot by accident.
 */
export function slotAllocator(firstDay: string): () => { date: string; slotNo: number } {
  let seq = 0;
  return () => {
    for (;;) {
      const n = seq++;
      const day = new Date(Date.parse(`${firstDay}T00:00:00Z`) + Math.floor(n / 9) * 86_400_000);
      if (day.getUTCDay() === 0) {
        seq += 8;
        continue;
      }
      return { date: day.toISOString().slice(0, 10), slotNo: (n % 9) + 1 };
    }
  };
}

/** How many places of a slot are taken. */
export const bookedIn = async (server: TestServer, date: string, slotNo: number, centreId = '00-1') =>
  (await scheduleRepository.slot(server.db, { centreId, date, slotNo }))!.booked;
