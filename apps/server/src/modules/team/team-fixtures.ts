// Test helpers of the team module: a company of its own per test (so tests never share a quota or a
// budget), its roster, its HR administrator, and the employee's and the HR portal's calls.
import { randomUUID } from 'node:crypto';
import { fen } from '@tijian/domain';
import type { TestServer } from '../../test/test-server.ts';
import { idCardOf, sessionFor } from '../orders/order-fixtures.ts';
import { teamRepository } from './repository.ts';

let seq = 0;

export interface TestCompany {
  id: number;
  code: string;
  adminToken: string;
  people: { name: string; idCardNo: string; phone: string; grade: string; department: string }[];
}

/** A company at 00-1 with `size` people (员工 on BASIC; every fifth 经理 on CHRONIC with TOPIC-HEART). */
export async function testCompany(
  server: TestServer,
  o: {
    size?: number;
    dailyQuota?: number;
    budget?: number;
    windowStart?: string;
    windowEnd?: string;
    discount?: number;
    showPrice?: boolean;
    questionnaire?: boolean;
    provideInvoice?: boolean;
  } = {},
): Promise<TestCompany> {
  seq++;
  const code = `T${seq}${randomUUID().slice(0, 6).toUpperCase()}`;
  const db = server.db;
  const company = await teamRepository.insertCompany(db, {
    code,
    name: `测试单位${seq}`,
    centreId: '00-1',
    windowStart: o.windowStart ?? '2026-11-23',
    windowEnd: o.windowEnd ?? '2026-12-20',
    dailyQuota: o.dailyQuota ?? 50,
    budget: fen(o.budget ?? 10_000_000),
    showPrice: o.showPrice ?? true,
    discountPercent: o.discount ?? 85,
  });
  await db.transaction((tx) =>
    teamRepository.saveSettings(
      tx,
      company.id,
      company.version,
      {
        windowStart: company.windowStart,
        windowEnd: company.windowEnd,
        dailyQuota: company.dailyQuota,
        budget: company.budget,
        showPrice: company.showPrice,
        provideInvoice: o.provideInvoice ?? false,
        allowFamily: false,
        questionnaire: o.questionnaire ?? false,
        discountPercent: company.discountPercent,
      },
      [
        { grade: '员工', packageId: '00-1-BASIC', customPrice: fen(45_000), topicPackageIds: [], sort: 0 },
        {
          grade: '经理',
          packageId: '00-1-CHRONIC',
          customPrice: fen(98_000),
          topicPackageIds: ['00-1-TOPIC-HEART'],
          sort: 1,
        },
      ],
    ),
  );
  const people = Array.from({ length: o.size ?? 5 }, (_, i) => ({
    // Names are Chinese only (the roster's validator refuses digits): company letter + person letters.
    name: `员工${'甲乙丙丁戊己庚辛壬癸'[seq % 10]}${'子丑寅卯辰巳午未申酉戌亥'[i % 12]}${'一二三四五六七八九十'[Math.floor(i / 12) % 10]}`,
    idCardNo: idCardOf(`19${70 + (i % 25)}0${1 + (seq % 9)}15`, (seq * 37 + i * 2 + 1) % 1000),
    phone: `137${String(seq).padStart(4, '0')}${String(i).padStart(4, '0')}`,
    grade: i % 5 === 4 ? '经理' : '员工',
    department: ['研发部', '市场部', '行政部'][i % 3]!,
  }));
  await db.transaction((tx) => teamRepository.upsertMembers(tx, company.id, people, server.clock.now()));
  const username = `hr-test-${seq}`;
  const operatorId = await server.app.operators.ensure({
    username,
    name: `HR${seq}`,
    password: 'hr-pass-1234',
    centres: [],
  });
  await teamRepository.addAdmin(db, operatorId, company.id);
  const login = await server.app.inject({
    method: 'POST',
    url: '/m/operator/login.json',
    payload: { username, password: 'hr-pass-1234' },
  });
  const body = login.json();
  if (body.error_code !== '000000') throw new Error(`HR login: ${body.error}`);
  return { id: company.id, code, adminToken: body.data.token, people };
}

let phoneSeq = 0;
/** A fresh customer account. */
export async function customer(server: TestServer) {
  phoneSeq++;
  return sessionFor(server, `1350000${String(phoneSeq).padStart(4, '0')}`);
}

export async function call(
  server: TestServer,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const res = await server.app.inject({
    method,
    url: `/m${url}`,
    headers: { token, clientId: 'client-team' },
    ...(payload === undefined ? {} : { payload }),
  });
  return res.json();
}

export async function hr(
  server: TestServer,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const res = await server.app.inject({
    method,
    url: `/m${url}`,
    headers: { 'x-operator-token': token },
    ...(payload === undefined ? {} : { payload }),
  });
  return res.json();
}

/** Proves a roster place for the account: its memberId. */
export async function proved(
  server: TestServer,
  token: string,
  code: string,
  p: { name: string; idCardNo: string },
) {
  const body = await call(server, token, 'POST', '/wx/1/groupcheck/validation.json', {
    companyCode: code,
    name: p.name,
    credential: p.idCardNo,
  });
  if (body.error_code !== '000000') throw new Error(`verify: ${body.error}`);
  return body.data.memberId as number;
}

export const teamSubmit = (
  server: TestServer,
  token: string,
  o: {
    memberId: number;
    date: string;
    slotNo: number;
    price?: number;
    topicPackageIds?: string[];
    extraProjectIds?: string[];
    payType?: 'online' | 'onhospital';
    key?: string;
    instanceId?: string;
    /** the paper invoice's fields (paperInvoiceRequest) */
    invoice?: Record<string, string>;
  },
) =>
  call(server, token, 'POST', '/wx/1/groupcheck/order.json', {
    memberId: o.memberId,
    idempotencyKey: o.key ?? randomUUID(),
    marryStateCode: 'married',
    topicPackageIds: o.topicPackageIds ?? [],
    extraProjectIds: o.extraProjectIds ?? [],
    boExaminationDate: o.date,
    boExaminationTimeNo: o.slotNo,
    payType: o.payType ?? 'onhospital',
    price: o.price ?? 0,
    ...(o.instanceId === undefined ? {} : { instanceId: o.instanceId }),
    ...o.invoice,
  });
