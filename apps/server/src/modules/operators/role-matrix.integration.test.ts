// The role matrix (issue: "cross-centre and cross-role refusals for every operator route"): every
// contract endpoint with auth 'operator', read from the contract, so an endpoint added later is
// walked too, and one without a sample request below fails this file until it has one.
//
// For each: no token, a customer's token, an operator of another centre, each role not allowed, and
// a session that must first enrol its second factor are all refused, with nothing written anywhere
// (every table but the audit log and the sessions compared before and after); then each allowed role
// is not refused (its call may still fail for a business reason: the order is not due, say).
import { type Endpoint, endpoints, type OperatorRoleName, operator } from '@tijian/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { operatorHeaders, signIn, staffAccount } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { headersOf, idCardOf, packageOrder, sessionFor, submit } from '../orders/order-fixtures.ts';
import { OperatorCodes } from './service.ts';
import { staffRepository } from './staff-repository.ts';

/** The centre every sample acts on, another centre, and one requiring the second factor. */
const HOME = '00-1';
const OTHER = '00-16';
const REQUIRES_TOTP = '00-30';

interface Fixture {
  orderId: number;
  orderNo: string;
  /** a desk member of HOME, as the manager's staff list shows them */
  staffId: number;
  /** the caller's own password (calls on one's own account) */
  password: string;
  /** a customer's thread at HOME (online communication), and its first message (no picture) */
  threadId: number;
  messageId: number;
}

interface Sample {
  /** who may call it at the centre; 'own': a call on one's own account, for anyone signed in */
  roles: readonly OperatorRoleName[] | 'own';
  /** a valid request: refused only for who sends it */
  input: (fx: Fixture) => { query?: Record<string, string | number>; body?: object };
}

const { OPERATOR_ROLES } = operator;
const ANYONE = OPERATOR_ROLES;
const DESK = ['desk', 'manager'] as const;
const DOCTOR = ['doctor', 'manager'] as const;
const MANAGER = ['manager'] as const;
let created = 0;

/** One valid request per operator endpoint, by endpoint id, with who may make it. */
const SAMPLES: Record<string, Sample> = {
  operatorMe: { roles: 'own', input: () => ({}) },
  operatorLogout: { roles: 'own', input: () => ({}) },
  operatorChangePassword: {
    roles: 'own',
    input: (fx) => ({ body: { oldPassword: fx.password, newPassword: 'changed2026pass' } }),
  },
  operatorTotpSetup: { roles: 'own', input: () => ({}) },
  operatorTotpConfirm: { roles: 'own', input: () => ({ body: { code: '123456' } }) },
  operatorListOrders: { roles: ANYONE, input: () => ({ query: { sysCenterId: HOME } }) },
  operatorCheckIn: { roles: DESK, input: (fx) => ({ body: { orderNo: fx.orderNo } }) },
  operatorExamined: { roles: DESK, input: (fx) => ({ body: { orderId: fx.orderId } }) },
  operatorDecideReview: {
    roles: DOCTOR,
    input: (fx) => ({ body: { orderId: fx.orderId, approve: true, note: '可以体检' } }),
  },
  operatorPublishReport: {
    roles: DOCTOR,
    input: (fx) => ({ body: { orderId: fx.orderId, conclusions: ['未见明显异常'] } }),
  },
  operatorDecideRefund: { roles: MANAGER, input: (fx) => ({ body: { orderId: fx.orderId, approve: true } }) },
  operatorSetSlotCapacity: {
    roles: MANAGER,
    input: () => ({ body: { sysCenterId: HOME, date: '2026-12-03', slotNo: 5, capacity: 6 } }),
  },
  operatorListStaff: { roles: MANAGER, input: () => ({ query: { sysCenterId: HOME } }) },
  operatorCreateStaff: {
    roles: MANAGER,
    input: () => ({
      body: {
        sysCenterId: HOME,
        username: `matrix-${++created}`,
        name: '新同事',
        role: 'desk',
        password: 'matrix2026pass',
      },
    }),
  },
  operatorSetStaffRole: {
    roles: MANAGER,
    input: (fx) => ({ body: { sysCenterId: HOME, operatorId: fx.staffId, role: 'doctor', version: 1 } }),
  },
  operatorSetStaffDisabled: {
    roles: MANAGER,
    input: (fx) => ({ body: { sysCenterId: HOME, operatorId: fx.staffId, disabled: true, version: 1 } }),
  },
  operatorResetStaffPassword: {
    roles: MANAGER,
    input: (fx) => ({ body: { sysCenterId: HOME, operatorId: fx.staffId, password: 'reset2026pass' } }),
  },
  operatorResetStaffTotp: {
    roles: MANAGER,
    input: (fx) => ({ body: { sysCenterId: HOME, operatorId: fx.staffId } }),
  },
  operatorSetTotpRequired: {
    roles: MANAGER,
    input: () => ({ body: { sysCenterId: HOME, requireTotp: false, version: 0 } }),
  },
  operatorListAudit: { roles: MANAGER, input: () => ({ query: { sysCenterId: HOME, outcome: 'refused' } }) },
  operatorStationQueue: { roles: DESK, input: () => ({ query: { sysCenterId: HOME, station: 'blood' } }) },
  operatorStationCall: { roles: DESK, input: () => ({ body: { sysCenterId: HOME, station: 'blood' } }) },
  operatorStationMark: {
    roles: DESK,
    input: (fx) => ({ body: { sysCenterId: HOME, station: 'blood', orderId: fx.orderId, state: 'done' } }),
  },
  operatorCapacityMonth: { roles: DESK, input: () => ({ query: { sysCenterId: HOME, month: '2026-12' } }) },
  operatorPreviewCapacity: {
    roles: MANAGER,
    input: () => ({ body: { sysCenterId: HOME, from: '2026-12-03', to: '2026-12-04', capacity: 9 } }),
  },
  operatorSaveCapacity: {
    roles: MANAGER,
    input: () => ({
      body: {
        sysCenterId: HOME,
        from: '2026-12-03',
        to: '2026-12-03',
        capacity: 9,
        versions: { '2026-12-03': 'seen-by-the-screen' },
      },
    }),
  },
  operatorListRefunds: { roles: MANAGER, input: () => ({ query: { sysCenterId: HOME } }) },
  operatorOrderRefunds: { roles: MANAGER, input: (fx) => ({ query: { orderId: fx.orderId } }) },
  operatorDeskRefund: {
    roles: MANAGER,
    input: (fx) => ({
      body: {
        orderId: fx.orderId,
        amount: 100,
        reason: '部分项目未检',
        idempotencyKey: `matrix-desk-refund-${++created}`,
      },
    }),
  },
  operatorReportForm: { roles: DOCTOR, input: (fx) => ({ query: { orderId: fx.orderId } }) },
  operatorPreviewReport: {
    roles: DOCTOR,
    input: (fx) => ({
      body: {
        orderId: fx.orderId,
        results: [
          {
            section: 'laboratory',
            groupName: '血糖',
            code: 'GLU',
            name: '空腹血糖',
            value: '7.2',
            unit: 'mmol/L',
            refLow: 3.9,
            refHigh: 6.1,
          },
        ],
      },
    }),
  },
  operatorReviewSetting: { roles: ANYONE, input: () => ({ query: { sysCenterId: HOME } }) },
  operatorSetReviewSetting: { roles: MANAGER, input: () => ({ body: { sysCenterId: HOME, on: true } }) },
  operatorListThreads: { roles: ANYONE, input: () => ({ query: { sysCenterId: HOME } }) },
  // The centre's company clients (team module).
  operatorListCompanies: { roles: ANYONE, input: () => ({ query: { sysCenterId: HOME } }) },
  operatorGetThread: { roles: ANYONE, input: (fx) => ({ query: { id: fx.threadId } }) },
  operatorReply: {
    roles: ANYONE,
    input: (fx) => ({ body: { threadId: fx.threadId, text: '您好，请讲。' } }),
  },
  // A message without a picture: allowed roles get not,found, the others are refused before that.
  operatorGetPicture: { roles: ANYONE, input: (fx) => ({ query: { id: fx.messageId } }) },
};

/** What a session that must first enrol its second factor may still call. */
const ENROLMENT = new Set(['operatorMe', 'operatorLogout', 'operatorTotpSetup', 'operatorTotpConfirm']);
/** Refusals of who is calling, as opposed to the call's own business answer. */
const WHO_REFUSALS: readonly string[] = [
  OperatorCodes.login,
  OperatorCodes.forbidden,
  OperatorCodes.totpRequired,
];

const operatorEndpoints = endpoints.filter((e) => e.auth === 'operator');

let server: TestServer;
let fixture: Fixture;
let customerToken: string;
let enrolOnlyToken: string;
/** signed-in operators, by centre and role */
const tokens = new Map<string, string>();
const tokenAt = (centreId: string, role: OperatorRoleName) => tokens.get(`${centreId}/${role}`)!;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: '2026-11-22', demoAccount: false });
  const customer = await sessionFor(server, '13700880001');
  customerToken = customer.token;
  const { body } = await packageOrder(server, {
    date: '2026-12-01',
    slotNo: 3,
    idCardNo: idCardOf('19790303', 21),
  });
  const order = (await submit(server, customer.token, body)).data;
  const staff = await staffAccount(server.app, { centreId: HOME, role: 'desk' });
  const thread = await server.app.communication.start(customer.userId, {
    kind: 'consult',
    sysCenterId: HOME,
    text: '请问周末开门吗？',
  });
  fixture = {
    orderId: order.orderId,
    orderNo: order.orderNo,
    staffId: staff.id,
    password: '',
    threadId: thread.id,
    messageId: thread.messages[0]!.id,
  };
  for (const centreId of [HOME, OTHER]) {
    for (const role of OPERATOR_ROLES) {
      const account = await staffAccount(server.app, { centreId, role });
      tokens.set(
        `${centreId}/${role}`,
        (await signIn(server.app, account.username, account.password)).data.token,
      );
    }
  }
  await staffRepository.setTotpSetting(server.db, {
    centreId: REQUIRES_TOTP,
    requireTotp: true,
    version: 0,
    now: server.clock.now(),
  });
  const newcomer = await staffAccount(server.app, { centreId: REQUIRES_TOTP, role: 'manager' });
  const login = await signIn(server.app, newcomer.username, newcomer.password);
  expect(login.data.step).toBe('enrolTotp');
  enrolOnlyToken = login.data.token;
});
afterAll(async () => {
  await server.close();
});

async function send(e: Endpoint, headers: Record<string, string>, sample: Sample, fx: Fixture = fixture) {
  if (e.path.includes(':')) throw new Error(`${e.id}: path parameters are not sampled here yet`);
  const { query, body } = sample.input(fx);
  const search = new URLSearchParams(
    Object.entries(query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const res = await server.app.inject({
    method: e.method,
    url: `/m${e.path}${query ? `?${search}` : ''}`,
    headers,
    ...(body === undefined ? {} : { payload: body }),
  });
  return res.json() as { error_code: string; error: string; data: unknown };
}

/** Every table's rows, hashed, but those any call writes (its audit row, its session's last use). */
async function fingerprint(): Promise<Record<string, string>> {
  const result = await server.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in ('audit_log', 'operator_sessions')
        order by 1`,
  );
  const names = (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  const hashes = names.map(
    (name) =>
      `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
  );
  const rows = (await server.db.execute(sql.raw(hashes.join(' union all ')))) as unknown as {
    rows: { name: string; hash: string }[];
  };
  return Object.fromEntries(rows.rows.map((r) => [r.name, r.hash]));
}

describe('the operator endpoints of the contract', () => {
  it('are all here, and every sample is of an endpoint that exists', () => {
    expect(operatorEndpoints.length).toBeGreaterThanOrEqual(20);
    const ids = new Set(operatorEndpoints.map((e) => e.id));
    expect(Object.keys(SAMPLES).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('are checked against every table, the orders, the slots and the staff among them', async () => {
    const tables = Object.keys(await fingerprint());
    expect(tables).toEqual(
      expect.arrayContaining(['orders', 'schedule_slots', 'operators', 'operator_centres']),
    );
    expect(tables).not.toContain('audit_log');
  });
});

describe('who may not call an operator endpoint', () => {
  let before: Record<string, string>;
  beforeAll(async () => {
    before = await fingerprint();
  });

  it.each(operatorEndpoints.map((e) => [e.id, e] as const))(
    '%s refuses them and changes nothing',
    async (id, e) => {
      const sample = SAMPLES[id];
      expect(
        sample,
        `${id} has no sample request in SAMPLES (role-matrix.integration.test.ts): add one`,
      ).toBeDefined();
      if (!sample) return;
      const refusedWith = async (headers: Record<string, string>, code: string, who: string) => {
        const answer = await send(e, headers, sample);
        expect(answer, `${id} by ${who}`).toMatchObject({ error_code: code, data: null });
      };

      await refusedWith({}, OperatorCodes.login, 'nobody');
      await refusedWith(headersOf(customerToken), OperatorCodes.login, 'a customer');
      await refusedWith(
        operatorHeaders(customerToken),
        OperatorCodes.login,
        'a customer’s token as an operator’s',
      );
      if (sample.roles !== 'own') {
        for (const role of sample.roles) {
          await refusedWith(
            operatorHeaders(tokenAt(OTHER, role)),
            OperatorCodes.forbidden,
            `${role} of ${OTHER}`,
          );
        }
        for (const role of OPERATOR_ROLES.filter((r) => !(sample.roles as readonly string[]).includes(r))) {
          await refusedWith(
            operatorHeaders(tokenAt(HOME, role)),
            OperatorCodes.forbidden,
            `${role} of ${HOME}`,
          );
        }
      }
      if (!ENROLMENT.has(id)) {
        await refusedWith(
          operatorHeaders(enrolOnlyToken),
          OperatorCodes.totpRequired,
          'a session yet to enrol',
        );
      }

      const after = await fingerprint();
      expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([]);
      before = after;
    },
  );
});

describe('who may call an operator endpoint', () => {
  it.each(operatorEndpoints.map((e) => [e.id, e] as const))('%s is not refused to them', async (id, e) => {
    const sample = SAMPLES[id];
    if (!sample) return; // reported above
    for (const role of sample.roles === 'own' ? OPERATOR_ROLES : sample.roles) {
      // A fresh account each time: a sample may sign out, change the password or the staff list.
      const account = await staffAccount(server.app, { centreId: HOME, role });
      const token = (await signIn(server.app, account.username, account.password)).data.token;
      const answer = await send(e, operatorHeaders(token), sample, {
        ...fixture,
        password: account.password,
      });
      expect(WHO_REFUSALS, `${id} by ${role} of ${HOME}: ${answer.error_code} ${answer.error}`).not.toContain(
        answer.error_code,
      );
    }
  });
});
