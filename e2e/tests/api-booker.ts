import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import type { ProductDetail, ProjectData, ProjectMerge } from '@tijian/contract';
import { catalogueOf } from '@tijian/contract/catalogue-of';
import {
  addProduct,
  indexCatalogue,
  infoFromIdCard,
  newPlan,
  type PricingRule,
  payableTotal,
  planAmounts,
  priceSummary,
  type UpgradeRule,
} from '@tijian/domain';
import { freshPhone, loginWithSms } from './support.ts';

/** The data of a successful API read, failing the test with the server's words otherwise. */
export async function read<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/m${path}`);
  const body = await res.json();
  expect(body.error_code, `${path}: ${body.error}`).toBe('000000');
  return body.data as T;
}

/**
 * Another person, signed in by SMS in a browser of their own, who books 00-1's BASIC package (paid at
 * the centre) through the API exactly as their submit screen would: the package's own plan, priced by
 * the domain. For journeys that need other people's bookings (a full slot, a place to cancel).
 */
export async function apiBooker(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login?redirect=%2Fmain');
  await loginWithSms(page, freshPhone());
  await expect(page).not.toHaveURL(/\/login/);
  const token = (await context.cookies()).find((c) => c.name === 'token')!.value;
  const api = page.request;
  const [data, merge, rules, upgrades, product] = await Promise.all([
    read<ProjectData>(api, '/center-service/v1/project/list?sysCenterId=00-1'),
    read<ProjectMerge>(api, '/platform/projectmapping/projectmerge.json?sysCenterId=00-1'),
    read<PricingRule[]>(api, '/center-service/v1/project/pricing_rules/00-1'),
    read<UpgradeRule[]>(api, '/center-service/v1/price/upgrades/00-1'),
    read<ProductDetail>(api, '/center-service/v1/product/00-1-BASIC'),
  ]);
  const ix = indexCatalogue(catalogueOf(data, merge, rules, upgrades));
  addProduct(ix, product);
  const plan = newPlan(ix, { product });
  const price = payableTotal({
    ...planAmounts(ix, priceSummary(ix, plan, { product })),
    coupon: null,
    payType: 'onhospital',
    services: [],
    cards: [],
  }).payable;

  return {
    /** Books one place for this person; the answer's data (`code` 0 and `orderId` when booked). */
    async book(person: { name: string; idCardNo: string }, date: string, slotNo: number) {
      const res = await api.post('/m/wx/2/appointment/order.json', {
        headers: { token },
        data: {
          _BIZCODE: '0002',
          idempotencyKey: randomUUID(),
          sysCenterId: '00-1',
          name: person.name,
          marryStateCode: 'married',
          age: infoFromIdCard(person.idCardNo)!.age,
          sexCode: 'male',
          boCellPhoneNo: '13912345678',
          identityCardNo: person.idCardNo,
          plan,
          bookingType: 'product',
          price,
          boExaminationDate: date,
          boExaminationTimeNo: slotNo,
          payType: 'onhospital',
        },
      });
      const body = await res.json();
      expect(body.error_code, body.error).toBe('000000');
      expect(body.data.code, body.error).toBe(0);
      return body.data as { code: number; orderId: number };
    },
    /** Cancels one of this person's orders. */
    async cancel(orderId: number) {
      const res = await api.post('/m/wx/order/cancel.json', { headers: { token }, data: { orderId } });
      expect((await res.json()).error_code).toBe('000000');
    },
    close: () => context.close(),
  };
}
