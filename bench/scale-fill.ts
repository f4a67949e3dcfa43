// bench:scale's data: the orders, accounts and reports of a large chain over five years, written by
// PostgreSQL itself (INSERT … SELECT FROM generate_series), so ten million orders take minutes. Every
// generated order copies a real one the bench booked through the API (plan, package, prices, lines),
// so the reads measured parse what the app wrote. Only SQL: the app's code is not involved.
import type pg from 'pg';

/** The tables filled in bulk: their secondary indexes are dropped first and built once at the end. */
const BULK_TABLES = ['users', 'orders', 'order_items', 'reports'];
/** Lines per generated order (see addLines). */
const GENERATED_LINES = 4;

export interface FillPlan {
  /** the order booked through the API whose plan, package, prices and lines every generated order copies */
  templateOrderId: number;
  /** Shanghai date of the run: past orders before it, bookings ahead after it */
  today: string;
  /** generated orders (10,000,000 for the README's figures) and accounts (a fifth of them) */
  orders: number;
  accounts: number;
  /** days the orders spread over, ending 60 days ahead */
  days: number;
  /** orders awaiting their examination tomorrow, one reminder each (82,000) */
  reminders: number;
}

const log = (what: string, started: number) =>
  console.log(`  ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

/**
 * Inserts `count` orders copied from the template, numbered from `from` (order numbers TS…, apart from
 * the app's TJ…). `user`, `phone`, `day` (a date) and `status` are SQL over the series' `g`, and
 * `status` may use the day as `d.day`. Centres take turns.
 */
export async function insertOrders(
  db: pg.Client,
  p: {
    template: number;
    from: number;
    count: number;
    user: string;
    phone: string;
    day: string;
    status: string;
    /** one centre for them all, else each centre in turn */
    centre?: string;
  },
) {
  const centre = p.centre
    ? `join centres c on c.id = '${p.centre}'`
    : `join (select (row_number() over (order by id) - 1)::int as n, id, name from centres) c
       on c.n = g % (select count(*) from centres)`;
  await db.query(
    `insert into orders (user_id, order_no, status, biz_code, sys_center_id, sys_center_name, name,
       id_card_no, sex_code, age, marry_state_code, phone, booking_type, package_id, package_name, plan,
       items_price, payable, pay_type, exam_date, slot_no, slot_time, created_at, updated_at)
     select d.u, 'TS' || lpad(g::text, 10, '0'), ${p.status}, t.biz_code, c.id, c.name, t.name,
       '110101' || lpad(d.u::text, 12, '0'), t.sex_code, t.age, t.marry_state_code, ${p.phone},
       t.booking_type, t.package_id, t.package_name, t.plan, t.items_price, t.payable, t.pay_type,
       to_char(d.day, 'YYYY-MM-DD'), 1 + g % 8, t.slot_time, d.day - interval '7 days', d.day
     from generate_series($2::bigint, $2::bigint + $3 - 1) g
     cross join lateral (select (${p.user})::int as u, (${p.day})::date as day) d
     cross join (select * from orders where id = $1) t
     ${centre}`,
    [p.template, p.from, p.count],
  );
}

/**
 * The template's lines (its first `limit`), on every order from this id on. The generated orders
 * carry four: seventeen each would make 170 million rows of lines, an hour of filling, and the reads
 * measured fetch the lines of a handful of orders by index, whatever their number.
 */
async function addLines(db: pg.Client, template: number, fromId: number, limit = 1000) {
  await db.query(
    `insert into order_items (order_id, project_id, item, price, kind, fasting)
     select o.id, i.project_id, i.item, i.price, i.kind, i.fasting
     from orders o cross join (select * from order_items where order_id = $1 order by id limit $3) i
     where o.id >= $2`,
    [template, fromId, limit],
  );
}

/** A report for half the finished examinations from this id on (others were reported on paper). */
async function addReports(db: pg.Client, fromId: number) {
  await db.query(
    `insert into reports (report_no, order_id, id_card_no, name, mobile_phone, sex_code, age,
       sys_center_id, sys_center_name, package_name, exam_date, published_at)
     select 'RS' || o.id, o.id, o.id_card_no, o.name, o.phone, o.sex_code, o.age, o.sys_center_id,
       o.sys_center_name, o.package_name, o.exam_date, o.updated_at + interval '3 days'
     from orders o where o.id >= $1 and o.status = 'order_end' and o.id % 2 = 0`,
    [fromId],
  );
}

export interface MeasuredRows {
  template: number;
  /** first order number of these rows (after any fill's) */
  from: number;
  today: string;
  /** the measured account: six orders over the past year and one ahead, four with a report */
  userId: number;
  phone: string;
  /** the desk's day measured: this many orders at this centre, each of a new account */
  deskCentre: string;
  deskDay: string;
  deskOrders: number;
}

/**
 * What the reads measure, the same in the empty and the filled database: the measured account's
 * orders and reports, and the desk's day at one centre. Answers nothing; the rows are found by key.
 */
export async function addMeasuredRows(db: pg.Client, m: MeasuredRows) {
  const { rows } = await db.query<{ next: number }>('select max(id) + 1 as next from orders');
  const fromId = rows[0]!.next;
  await insertOrders(db, {
    template: m.template,
    from: m.from,
    count: 6,
    user: String(m.userId),
    phone: `'${m.phone}'`,
    day: `date '${m.today}' + case when g - ${m.from} = 5 then 20 else -400 + 80 * (g - ${m.from})::int end`,
    status: `case g - ${m.from} when 4 then 'order_cancel' when 5 then 'order_hospital_examination' else 'order_end' end`,
  });
  const desk = await db.query<{ first: number }>(
    `with made as (insert into users (mobile_phone) select '18' || lpad(g::text, 9, '0')
       from generate_series(1, $1) g returning id) select min(id) as first from made`,
    [m.deskOrders],
  );
  const first = desk.rows[0]!.first;
  await insertOrders(db, {
    template: m.template,
    from: m.from + 6,
    count: m.deskOrders,
    user: `${first} + g - ${m.from + 6}`,
    phone: `'18' || lpad((d.u - ${first} + 1)::text, 9, '0')`,
    day: `date '${m.deskDay}'`,
    status: `'order_hospital_examination'`,
    centre: m.deskCentre,
  });
  await addLines(db, m.template, fromId);
  // Every other one of the account's finished orders: ids alternate, so two or three of four.
  await db.query(
    `insert into reports (report_no, order_id, id_card_no, name, mobile_phone, sex_code, age,
       sys_center_id, sys_center_name, package_name, exam_date, published_at)
     select 'RM' || o.id, o.id, o.id_card_no, o.name, o.phone, o.sex_code, o.age, o.sys_center_id,
       o.sys_center_name, o.package_name, o.exam_date, o.updated_at + interval '3 days'
     from orders o where o.id >= $1 and o.user_id = $2 and o.status = 'order_end'`,
    [fromId, m.userId],
  );
  await db.query('analyze');
}

/** The indexes of these tables that back no constraint, as CREATE statements, after dropping them. */
async function dropSecondaryIndexes(db: pg.Client): Promise<string[]> {
  const { rows } = await db.query<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [BULK_TABLES],
  );
  for (const r of rows) await db.query(`drop index "${r.name}"`);
  return rows.map((r) => r.def);
}

/** Fills a database the app migrated and seeded. Answers the seconds it took. */
export async function fillChain(db: pg.Client, plan: FillPlan): Promise<number> {
  const started = performance.now();
  // A fill of known-consistent rows: the foreign keys' per-row checks and waiting for each commit's
  // flush would double its time and check nothing.
  await db.query(`set session_replication_role = replica`);
  await db.query(`set synchronous_commit = off`);
  await db.query(`set maintenance_work_mem = '512MB'`);
  const indexes = await dropSecondaryIndexes(db);
  const [{ first }] = (
    await db.query<{ first: number }>('select coalesce(max(id), 0) + 1 as first from users')
  ).rows as [{ first: number }];
  let t = performance.now();
  await db.query(
    `insert into users (mobile_phone, created_at, updated_at)
     select '19' || lpad(g::text, 9, '0'), now(), now() from generate_series(1, $1) g`,
    [plan.accounts],
  );
  log(`${plan.accounts.toLocaleString('en-US')} accounts`, t);

  t = performance.now();
  // Accounts and days by multiplicative hashes, so neighbouring orders belong to different people and
  // days; the days end 60 days ahead. Tomorrow's are cancelled: its reminders are the orders below.
  const account = (mult: number) => `${first} + (g * ${mult}) % ${plan.accounts}`;
  const phone = `'19' || lpad((d.u - ${first} + 1)::text, 9, '0')`;
  const tomorrow = `date '${plan.today}' + 1`;
  await insertOrders(db, {
    template: plan.templateOrderId,
    from: 1,
    count: plan.orders,
    user: account(2654435761),
    phone,
    day: `date '${plan.today}' + 60 - ${plan.days} + ((g * 48271) % ${plan.days})::int`,
    status: `case when d.day = ${tomorrow} then 'order_cancel'
      when d.day > date '${plan.today}' then
        case when g % 10 = 0 then 'order_cancel' else 'order_hospital_examination' end
      else case g % 20 when 0 then 'order_cancel' when 1 then 'order_closed'
        when 2 then 'order_complete_refund' else 'order_end' end end`,
  });
  log(`${plan.orders.toLocaleString('en-US')} orders over ${plan.days} days`, t);

  t = performance.now();
  await insertOrders(db, {
    template: plan.templateOrderId,
    from: plan.orders + 1,
    count: plan.reminders,
    user: account(40503),
    phone,
    day: tomorrow,
    status: `'order_hospital_examination'`,
  });
  log(`${plan.reminders.toLocaleString('en-US')} orders awaiting their examination tomorrow`, t);

  t = performance.now();
  await addLines(db, plan.templateOrderId, plan.templateOrderId + 1, GENERATED_LINES);
  log('their order lines', t);
  t = performance.now();
  await addReports(db, plan.templateOrderId + 1);
  log('reports', t);

  t = performance.now();
  for (const def of indexes) await db.query(def);
  log(`${indexes.length} indexes built again`, t);
  t = performance.now();
  // A database in service has been through autovacuum: its visibility map lets a count over an index
  // skip the table. Right after a bulk load nothing is marked yet, and every such count reads the heap.
  await db.query('vacuum (analyze)');
  log('vacuum (analyze)', t);
  await db.query(`set session_replication_role = origin`);
  return (performance.now() - started) / 1000;
}
