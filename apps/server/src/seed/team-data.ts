// Demo company check-ups (docs/team.md): two companies at demo centres, each with a roster of 30
// people over three departments and an HR administrator (hr-hx, hr-jm; the demo staff's password).
// At 华兴科技 (HX2026), 12 of 研发部 and 4 of 市场部 were examined with published reports (some values
// abnormal), so the anonymous results show 研发部's figures and hide 市场部's; the demo account's person
// (张伟) is on the roster there with an examined team order (团检订单 lists it). At 金鼎制造 (JM2026) the
// same person is on the roster, not yet proved: the team path (验证 → 预约) can be tried at once.
import { type Fen, fen, shanghaiDate } from '@tijian/domain';
import type { Db, Tx } from '../db/client.ts';
import { operatorsRepository } from '../modules/operators/repository.ts';
import { pastOrderRepository } from '../modules/orders/past-order-repository.ts';
import { type NewReportResult, reportsRepository } from '../modules/reports/repository.ts';
import { teamRepository } from '../modules/team/repository.ts';
import { hashPassword } from '../modules/users/password.ts';
import { createUsersService } from '../modules/users/service.ts';
import { DEMO_OPERATOR_PASSWORD } from './operator-data.ts';
import { DEMO_PERSON } from './report-data.ts';

interface DemoCompany {
  code: string;
  name: string;
  centreId: string;
  centreName: string;
  admin: { username: string; name: string };
  phonePrefix: string;
  /** people examined with a report, per department */
  examined: Record<string, number>;
  /** the demo person is on the roster; `booked`: with an examined team order */
  demoPerson: 'examined' | 'unproved';
}

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    code: 'HX2026',
    name: '华兴科技有限公司',
    centreId: '00-1',
    centreName: '北京朝阳健康体检中心',
    admin: { username: 'hr-hx', name: '华兴科技HR' },
    phonePrefix: '1391000',
    examined: { 研发部: 12, 市场部: 4 },
    demoPerson: 'examined',
  },
  {
    code: 'JM2026',
    name: '金鼎制造股份有限公司',
    centreId: '00-16',
    centreName: '北京海淀1+X筛查中心',
    admin: { username: 'hr-jm', name: '金鼎制造HR' },
    phonePrefix: '1392000',
    examined: { 生产部: 10 },
    demoPerson: 'unproved',
  },
];

const DEPARTMENTS: Record<string, string[]> = {
  HX2026: ['研发部', '研发部', '研发部', '市场部', '市场部', '行政部'],
  JM2026: ['生产部', '生产部', '质检部', '质检部', '综合部', '生产部'],
};
const SURNAMES = ['王', '李', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭'];
const GIVEN = [
  '晨',
  '静',
  '磊',
  '敏',
  '洋',
  '婷',
  '强',
  '丽',
  '军',
  '娜',
  '涛',
  '燕',
  '斌',
  '霞',
  '鹏',
  '雪',
];
const PEOPLE = 30;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';
/** A valid ID number (Beijing Chaoyang) for a birth date and a sequence; odd sequence: male. */
function idCardOf(birth: string, seq: number): string {
  const body = `110105${birth}${String(seq % 1000).padStart(3, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * WEIGHTS[i]!, 0);
  return body + CHECK[sum % 11]!;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const at = (date: string, time: string) => new Date(`${date}T${time}+08:00`);

/** The company pays this for each grade (fen). */
const GRADE_PRICE: Record<string, number> = { 员工: 45_000, 经理: 98_000 };

interface Person {
  name: string;
  idCardNo: string;
  phone: string;
  grade: string;
  department: string;
  born: number;
  male: boolean;
}

function rosterOf(c: DemoCompany): Person[] {
  const departments = DEPARTMENTS[c.code]!;
  return Array.from({ length: PEOPLE }, (_, i) => {
    const born = 1970 + (i % 25);
    const male = i % 2 === 0;
    return {
      name: `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7) % GIVEN.length]}${i >= 15 ? GIVEN[i % GIVEN.length] : ''}`,
      idCardNo: idCardOf(
        `${born}0${1 + (i % 9)}1${i % 10}`,
        100 + i * 2 + (male ? 1 : 0) + (c.code === 'JM2026' ? 300 : 0),
      ),
      phone: `${c.phonePrefix}${String(i + 1).padStart(4, '0')}`,
      grade: i % 5 === 0 ? '经理' : '员工',
      department: departments[i % departments.length]!,
      born,
      male,
    };
  });
}

/** Results of one examined person: some of them abnormal, varying by person. */
function resultsOf(i: number): NewReportResult[] {
  const row = (
    groupName: string,
    code: string,
    name: string,
    value: number,
    unit: string,
    refLow: number,
    refHigh: number,
    sort: number,
  ): NewReportResult => ({
    section: 'laboratory',
    groupName,
    code,
    name,
    value: String(value),
    numeric: value,
    unit,
    refLow,
    refHigh,
    refText: '',
    flag: value > refHigh ? 'H' : value < refLow ? 'L' : '',
    sort,
  });
  return [
    row('血脂', 'LDL-C', '低密度脂蛋白胆固醇', i % 3 === 0 ? 4.1 : 2.6, 'mmol/L', 0, 3.4, 0),
    row('肝功能', 'ALT', '丙氨酸氨基转移酶', i % 4 === 0 ? 68 : 25, 'U/L', 9, 50, 1),
    row('血糖', 'GLU', '空腹血糖', i % 5 === 0 ? 6.6 : 5.1, 'mmol/L', 3.9, 6.1, 2),
    row('血常规', 'HGB', '血红蛋白', 140, 'g/L', 115, 175, 3),
  ];
}

async function examinedOrder(
  tx: Tx,
  c: DemoCompany,
  company: { id: number },
  member: { id: number },
  p: Person,
  userId: number,
  examDate: string,
  n: number,
  withReport: boolean,
) {
  const orderNo = `TJ${examDate.replaceAll('-', '')}8${String(company.id).padStart(2, '0')}${String(n).padStart(3, '0')}`;
  if (await pastOrderRepository.idOf(tx, orderNo)) return;
  const price = fen(GRADE_PRICE[p.grade] ?? 0);
  const booked = at(addDays(examDate, -7), '10:00:00');
  const status = withReport ? 'order_end' : 'order_analysis_report';
  const orderId = await pastOrderRepository.insert(
    tx,
    {
      userId,
      orderNo,
      status,
      bizCode: '0002',
      sysCenterId: c.centreId,
      sysCenterName: c.centreName,
      name: p.name,
      idCardNo: p.idCardNo,
      sexCode: p.male ? 'male' : 'female',
      age: Number(examDate.slice(0, 4)) - p.born,
      marryStateCode: 'married',
      phone: p.phone,
      bookingType: 'product',
      packageId: `${c.centreId}-${p.grade === '经理' ? 'CHRONIC' : 'BASIC'}`,
      packageName: p.grade === '经理' ? '慢病管理体检套餐' : '基础健康体检套餐',
      plan: { productId: null, base: [], chosen: [], deleted: [], excludedBy: {}, replaced: {}, history: [] },
      itemsPrice: price,
      payable: fen(0),
      paid: fen(0),
      payType: 'onhospital',
      examDate,
      slotNo: 1,
      slotTime: '08:00-08:30',
      createdAt: booked,
      updatedAt: at(examDate, '17:00:00'),
      checkedInAt: at(examDate, '08:05:00'),
      examinedAt: at(examDate, '11:30:00'),
    },
    [{ projectId: `${c.centreId}-PKG`, item: '团检套餐', price, kind: 'package' }],
    [
      { from: null, to: 'order_hospital_examination', actor: 'user', at: booked, note: '提交团检订单' },
      {
        from: 'order_hospital_examination',
        to: 'order_analysis_report',
        actor: 'centre',
        at: at(examDate, '11:30:00'),
        note: '体检完成',
      },
      ...(withReport
        ? [
            {
              from: 'order_analysis_report' as const,
              to: 'order_end' as const,
              actor: 'centre' as const,
              at: at(examDate, '17:00:00'),
              note: '体检报告已发布',
            },
          ]
        : []),
    ],
  );
  await teamRepository.insertTeamOrder(tx, {
    orderId,
    memberId: member.id,
    companyId: company.id,
    examDate,
    companyPays: price,
    selfPays: fen(0),
    open: true,
    createdAt: booked,
  });
  // The day's company place and the budget, as a submit would have taken them.
  await teamRepository.takeDay(tx, company.id, examDate, 1000);
  await teamRepository.takeBudget(tx, company.id, price);
  if (!withReport) return;
  await reportsRepository.insert(
    tx,
    {
      reportNo: `BG-TEAM-${orderNo}`,
      orderId,
      idCardNo: p.idCardNo,
      name: p.name,
      mobilePhone: p.phone,
      sexCode: p.male ? 'male' : 'female',
      age: Number(examDate.slice(0, 4)) - p.born,
      sysCenterId: c.centreId,
      sysCenterName: c.centreName,
      packageName: '基础健康体检套餐',
      examDate,
      conclusions: [],
      advice: [],
      findings: [
        {
          section: 'imaging',
          item: '甲状腺彩超',
          finding: n % 3 === 1 ? '甲状腺右叶见低回声结节' : '甲状腺大小形态正常',
          conclusion: n % 3 === 1 ? '甲状腺结节' : '未见异常',
          abnormal: n % 3 === 1,
        },
      ],
      doctor: '王医生',
      publishedAt: at(examDate, '17:00:00'),
    },
    resultsOf(n),
  );
}

/**
 * The demo companies, rosters, HR administrators and past team orders; safe to run on every start
 * (a company found by its code is left as it is: its roster, orders and settings may have moved since,
 * and its past orders are dated from the day it was first seeded).
 */
export async function seedTeam(db: Db, demoUserId: number, today: string = shanghaiDate(new Date())) {
  let hash: string | undefined;
  const users = createUsersService({ db, clock: () => new Date() });
  for (const c of DEMO_COMPANIES) {
    if (await teamRepository.companyByCode(db, c.code)) continue;
    // Each examined person booked from their own account (their phone's), never the demo account's:
    // the demo account's orders and reports stay its person's own.
    const accounts = new Map<string, number>();
    for (const p of rosterOf(c)) accounts.set(p.idCardNo, await users.ensureByPhone(p.phone));
    const adminId = (await operatorsRepository.byUsername(db, c.admin.username))?.id;
    if (adminId === undefined) hash ??= await hashPassword(DEMO_OPERATOR_PASSWORD);
    await db.transaction(async (tx) => {
      const company = await teamRepository.insertCompany(tx, {
        code: c.code,
        name: c.name,
        centreId: c.centreId,
        windowStart: addDays(today, -30),
        windowEnd: addDays(today, 60),
        dailyQuota: 20,
        budget: fen(3_000_000) as Fen,
        showPrice: true,
        provideInvoice: true,
        allowFamily: c.code === 'HX2026',
        questionnaire: false,
        discountPercent: 85,
      });
      await teamRepository.saveSettings(
        tx,
        company.id,
        company.version,
        {
          windowStart: company.windowStart,
          windowEnd: company.windowEnd,
          dailyQuota: company.dailyQuota,
          budget: company.budget,
          showPrice: company.showPrice,
          provideInvoice: company.provideInvoice,
          allowFamily: company.allowFamily,
          questionnaire: company.questionnaire,
          discountPercent: company.discountPercent,
        },
        [
          {
            grade: '员工',
            packageId: `${c.centreId}-BASIC`,
            customPrice: fen(GRADE_PRICE.员工!),
            topicPackageIds: [],
            sort: 0,
          },
          {
            grade: '经理',
            packageId: `${c.centreId}-CHRONIC`,
            customPrice: fen(GRADE_PRICE.经理!),
            topicPackageIds: [`${c.centreId}-TOPIC-HEART`],
            sort: 1,
          },
        ],
      );
      const people = rosterOf(c);
      const demo: Person = {
        name: DEMO_PERSON.name,
        idCardNo: DEMO_PERSON.idCardNo,
        phone: '13800138000',
        grade: '员工',
        department: DEPARTMENTS[c.code]![0]!,
        born: DEMO_PERSON.born,
        male: true,
      };
      await teamRepository.upsertMembers(
        tx,
        company.id,
        [...people, demo].map(({ name, idCardNo, phone, grade, department }) => ({
          name,
          idCardNo,
          phone,
          grade,
          department,
        })),
        new Date(),
      );
      const members = new Map(
        (await teamRepository.membersOfCompany(tx, company.id)).map((m) => [m.idCardNo, m]),
      );
      // The examined people: the first of each department, as many as the company's plan says.
      let n = 0;
      for (const [department, count] of Object.entries(c.examined)) {
        const chosen = people.filter((p) => p.department === department).slice(0, count);
        for (const p of chosen) {
          n++;
          const member = members.get(p.idCardNo)!;
          const userId = accounts.get(p.idCardNo)!;
          await teamRepository.link(tx, member.id, userId, new Date());
          await examinedOrder(tx, c, company, member, p, userId, addDays(today, -5 - (n % 10)), n, true);
        }
      }
      const demoMember = members.get(demo.idCardNo)!;
      if (c.demoPerson === 'examined') {
        await teamRepository.link(tx, demoMember.id, demoUserId, new Date());
        await examinedOrder(tx, c, company, demoMember, demo, demoUserId, addDays(today, -3), 900, false);
      }
      const operatorId =
        adminId ??
        (await operatorsRepository.upsert(tx, {
          username: c.admin.username,
          name: c.admin.name,
          passwordHash: hash!,
          centres: [],
        }));
      await teamRepository.addAdmin(tx, operatorId, company.id);
    });
  }
}
