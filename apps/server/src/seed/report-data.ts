// Demo reports: five yearly check-ups of the demo account's person (2021-2025, at three centres, each
// from an order the account booked and paid) and three of a family member who confirmed the demo
// account's link, with trends worth a chart:
// blood pressure creeping up, fasting glucose rising into 偏高, LDL high then treated, ALT coming back
// down as a fatty liver improves and raised again in 2025 (the abnormal-result loop's demo: raised ALT
// and fasting glucose, docs/recheck.md), BMI up then down, a thyroid nodule followed since 2023.
import {
  fen,
  healthEvaluation,
  indicatorOf,
  indicatorResult,
  numericValue,
  type ReportFinding,
  type ReportResult,
} from '@tijian/domain';
import type { Db, Tx } from '../db/client.ts';
import { createFamilyService } from '../modules/family/service.ts';
import { pastOrderRepository } from '../modules/orders/past-order-repository.ts';
import { type NewReportResult, reportsRepository } from '../modules/reports/repository.ts';
import { createUsersService } from '../modules/users/service.ts';

export const DEMO_PERSON = { name: '张伟', idCardNo: '110105198503120012', sexCode: 'male', born: 1985 };
export const DEMO_FAMILY = {
  name: '李秀兰',
  idCardNo: '110105195806120024',
  sexCode: 'female',
  born: 1958,
  mobilePhone: '13900139000',
  relationCode: 'mother',
};

const CENTRES: Record<string, string> = {
  '00-1': '北京朝阳健康体检中心',
  '00-16': '北京海淀1+X筛查中心',
  '00-85': '北京东城老年健康体检中心',
};

interface SeedExam {
  reportNo: string;
  examDate: string;
  sysCenterId: string;
  packageName: string;
  doctor: string;
  values: Record<string, string | number>;
  findings: ReportFinding[];
}

const finding = (item: string, seen: string, conclusion: string, abnormal: boolean): ReportFinding => ({
  section: 'imaging',
  item,
  finding: seen,
  conclusion,
  abnormal,
});

const chestNormal = finding(
  '胸部DR',
  '双肺纹理清晰，心影大小形态正常，双膈面光整。',
  '心肺膈未见明显异常',
  false,
);
const thyroidNodule = (size: string) =>
  finding(
    '甲状腺彩超',
    `甲状腺右叶见一低回声结节，大小约${size}，边界清，形态规则，未见微钙化。`,
    '甲状腺右叶结节 TI-RADS 3类',
    true,
  );
const liver = (degree: '中度' | '轻度' | null) =>
  degree
    ? finding(
        '腹部彩超',
        '肝脏形态饱满，实质回声细密增强，远场回声衰减。胆、胰、脾、双肾未见明显异常。',
        `脂肪肝（${degree}）`,
        true,
      )
    : finding('腹部彩超', '肝、胆、胰、脾、双肾未见明显异常。', '肝胆胰脾肾未见明显异常', false);

// Height 175 cm; weight moves with the BMI.
const person = (year: number, v: Record<string, number | string>) => ({
  HEIGHT: 175,
  WEIGHT: (Number(v.BMI) * 1.75 * 1.75).toFixed(1),
  HR: 72 + (year % 3),
  RBC: 5.0,
  'U-PRO': '阴性',
  'U-GLU': '阴性',
  ...v,
});

const DEMO_EXAMS: SeedExam[] = [
  {
    reportNo: 'BG-DEMO-2021',
    examDate: '2021-04-17',
    sysCenterId: '00-1',
    packageName: '中青年基础体检套餐',
    doctor: '王建国',
    values: person(2021, {
      BMI: 25.4,
      SBP: 118,
      DBP: 76,
      GLU: 5.2,
      HBA1C: 5.3,
      TC: 5.0,
      TG: 1.5,
      LDL: 3.2,
      HDL: 1.2,
      ALT: 68,
      AST: 38,
      CREA: 78,
      UA: 380,
      WBC: 6.1,
      HGB: 150,
      PLT: 221,
    }),
    findings: [chestNormal, liver('中度')],
  },
  {
    reportNo: 'BG-DEMO-2022',
    examDate: '2022-05-21',
    sysCenterId: '00-16',
    packageName: '1+X 全面筛查套餐',
    doctor: '刘敏',
    values: person(2022, {
      BMI: 26.1,
      SBP: 124,
      DBP: 78,
      GLU: 5.5,
      HBA1C: 5.5,
      TC: 5.6,
      TG: 1.9,
      LDL: 3.9,
      HDL: 1.1,
      ALT: 72,
      AST: 45,
      CREA: 80,
      UA: 410,
      WBC: 5.8,
      HGB: 148,
      PLT: 235,
    }),
    findings: [chestNormal, liver('中度')],
  },
  {
    reportNo: 'BG-DEMO-2023',
    examDate: '2023-04-15',
    sysCenterId: '00-1',
    packageName: '中青年全面体检套餐',
    doctor: '王建国',
    values: person(2023, {
      BMI: 26.8,
      SBP: 129,
      DBP: 82,
      GLU: 5.8,
      HBA1C: 5.6,
      TC: 6.0,
      TG: 2.1,
      LDL: 4.3,
      HDL: 1.05,
      ALT: 55,
      AST: 36,
      CREA: 83,
      UA: 445,
      WBC: 6.5,
      HGB: 152,
      PLT: 228,
    }),
    findings: [chestNormal, liver('轻度'), thyroidNodule('5×4mm')],
  },
  {
    reportNo: 'BG-DEMO-2024',
    examDate: '2024-06-08',
    sysCenterId: '00-85',
    packageName: '心脑血管专项体检套餐',
    doctor: '陈静',
    values: person(2024, {
      BMI: 25.9,
      SBP: 134,
      DBP: 86,
      GLU: 6.3,
      HBA1C: 5.9,
      TC: 4.8,
      TG: 1.6,
      LDL: 3.1,
      HDL: 1.15,
      ALT: 41,
      AST: 30,
      CREA: 85,
      UA: 432,
      WBC: 6.0,
      HGB: 149,
      PLT: 240,
    }),
    findings: [chestNormal, liver('轻度'), thyroidNodule('5×4mm')],
  },
  {
    reportNo: 'BG-DEMO-2025',
    examDate: '2025-05-10',
    sysCenterId: '00-1',
    packageName: '中青年全面体检套餐',
    doctor: '王建国',
    values: person(2025, {
      BMI: 25.2,
      SBP: 142,
      DBP: 91,
      GLU: 6.6,
      HBA1C: 6.1,
      TC: 4.6,
      TG: 1.5,
      LDL: 2.8,
      HDL: 1.2,
      ALT: 58,
      AST: 26,
      CREA: 88,
      UA: 418,
      WBC: 6.3,
      HGB: 151,
      PLT: 232,
    }),
    findings: [chestNormal, liver(null), thyroidNodule('6×4mm')],
  },
];

const FAMILY_EXAMS: SeedExam[] = [
  {
    reportNo: 'BG-DEMO-FAM-2023',
    examDate: '2023-09-16',
    sysCenterId: '00-85',
    packageName: '老年健康体检套餐',
    doctor: '陈静',
    values: {
      HEIGHT: 158,
      WEIGHT: 61.2,
      BMI: 24.5,
      HR: 76,
      SBP: 138,
      DBP: 84,
      GLU: 5.9,
      HBA1C: 5.8,
      TC: 6.3,
      TG: 1.8,
      LDL: 4.0,
      HDL: 1.3,
      ALT: 22,
      AST: 25,
      CREA: 66,
      UA: 340,
      WBC: 5.4,
      RBC: 4.2,
      HGB: 118,
      PLT: 210,
      'U-PRO': '阴性',
      'U-GLU': '阴性',
    },
    findings: [
      finding('颈动脉彩超', '右侧颈总动脉分叉处见一等回声斑块，大小约6×2mm。', '右侧颈动脉斑块形成', true),
    ],
  },
  {
    reportNo: 'BG-DEMO-FAM-2024',
    examDate: '2024-09-21',
    sysCenterId: '00-85',
    packageName: '老年健康体检套餐',
    doctor: '陈静',
    values: {
      HEIGHT: 158,
      WEIGHT: 62.0,
      BMI: 24.8,
      HR: 78,
      SBP: 145,
      DBP: 86,
      GLU: 6.0,
      HBA1C: 5.9,
      TC: 5.9,
      TG: 1.7,
      LDL: 3.6,
      HDL: 1.3,
      ALT: 24,
      AST: 26,
      CREA: 69,
      UA: 352,
      WBC: 5.6,
      RBC: 4.1,
      HGB: 112,
      PLT: 205,
      'U-PRO': '阴性',
      'U-GLU': '阴性',
    },
    findings: [
      finding('颈动脉彩超', '右侧颈总动脉分叉处见一等回声斑块，大小约6×2mm。', '右侧颈动脉斑块形成', true),
    ],
  },
  {
    reportNo: 'BG-DEMO-FAM-2025',
    examDate: '2025-09-20',
    sysCenterId: '00-1',
    packageName: '中老年全面体检套餐',
    doctor: '王建国',
    values: {
      HEIGHT: 158,
      WEIGHT: 61.5,
      BMI: 24.6,
      HR: 75,
      SBP: 150,
      DBP: 88,
      GLU: 6.2,
      HBA1C: 6.0,
      TC: 5.4,
      TG: 1.6,
      LDL: 3.3,
      HDL: 1.4,
      ALT: 21,
      AST: 24,
      CREA: 72,
      UA: 361,
      WBC: 5.5,
      RBC: 4.2,
      HGB: 116,
      PLT: 212,
      'U-PRO': '阴性',
      'U-GLU': '阴性',
    },
    findings: [
      finding('颈动脉彩超', '右侧颈总动脉分叉处见一等回声斑块，大小约7×2mm。', '右侧颈动脉斑块形成', true),
      finding('乳腺彩超', '双侧乳腺腺体结构紊乱，未见明确占位。', '双侧乳腺增生 BI-RADS 2类', false),
    ],
  },
];

function resultsOf(exam: SeedExam, female: boolean): ReportResult[] {
  return Object.entries(exam.values).map(([code, value]) =>
    // Women's ranges where they differ from the standard (adult male) ones.
    indicatorResult(code, String(value), female ? (indicatorOf(code)?.female ?? {}) : {}),
  );
}

/** The doctor's summary as a centre writes it: each abnormal result and finding, then the advice of the evaluation. */
function summaryOf(results: ReportResult[], findings: ReportFinding[], examDate: string) {
  const conclusions = [
    ...results
      .filter((r) => r.flag === 'H' || r.flag === 'L')
      .map((r) => `${r.name}${r.flag === 'H' ? '偏高' : '偏低'}（${r.value}${r.unit}）`),
    ...results.filter((r) => r.flag === 'A').map((r) => `${r.name}${r.value}`),
    ...findings.filter((f) => f.abnormal).map((f) => f.conclusion),
  ];
  const evaluation = healthEvaluation({ examDate, results, findings });
  const advice = evaluation.systems
    .filter((s) => s.level !== '低')
    .flatMap((s) => s.advice)
    .filter((a, k, all) => all.indexOf(a) === k);
  return {
    conclusions: conclusions.length > 0 ? conclusions : ['本次体检未见明显异常'],
    advice: advice.length > 0 ? advice : ['保持健康生活方式，每年定期体检。'],
  };
}

/** What the demo account paid for each of its check-ups (fen), booked here and paid online. */
const PAID: Record<string, number> = {
  'BG-DEMO-2021': 58_800,
  'BG-DEMO-2022': 128_800,
  'BG-DEMO-2023': 168_800,
  'BG-DEMO-2024': 98_800,
  'BG-DEMO-2025': 168_800,
};

type Who = { name: string; idCardNo: string; sexCode: string; born: number };
const at = (date: string, time: string) => new Date(`${date}T${time}+08:00`);

/**
 * The order a demo check-up was booked and paid with, as it ended: paid online ten days ahead,
 * checked in and examined on the day, the report published and received.
 */
async function seedPastOrder(tx: Tx, userId: number, exam: SeedExam, who: Who, phone: string) {
  const orderNo = `TJ${exam.examDate.replaceAll('-', '')}900001`;
  const existing = await pastOrderRepository.idOf(tx, orderNo);
  if (existing !== undefined) return existing;
  const price = fen(PAID[exam.reportNo] ?? 0);
  const booked = new Date(at(exam.examDate, '10:00:00').getTime() - 10 * 24 * 3600_000);
  return pastOrderRepository.insert(
    tx,
    {
      userId,
      orderNo,
      status: 'order_end',
      bizCode: '0002',
      sysCenterId: exam.sysCenterId,
      sysCenterName: CENTRES[exam.sysCenterId] ?? exam.sysCenterId,
      name: who.name,
      idCardNo: who.idCardNo,
      sexCode: who.sexCode,
      age: Number(exam.examDate.slice(0, 4)) - who.born,
      marryStateCode: 'married',
      phone,
      bookingType: 'product',
      packageName: exam.packageName,
      plan: { productId: null, base: [], chosen: [], deleted: [], excludedBy: {}, replaced: {}, history: [] },
      itemsPrice: price,
      payable: price,
      paid: price,
      payType: 'online',
      examDate: exam.examDate,
      slotNo: 1,
      slotTime: '08:00-08:30',
      createdAt: booked,
      updatedAt: at(exam.examDate, '17:00:00'),
      checkedInAt: at(exam.examDate, '08:05:00'),
      examinedAt: at(exam.examDate, '11:30:00'),
    },
    [{ projectId: `${exam.sysCenterId}-PKG`, item: exam.packageName, price, kind: 'package' }],
    [
      { from: null, to: 'order_hospital_payment', actor: 'user', at: booked, note: '提交订单' },
      {
        from: 'order_hospital_payment',
        to: 'order_hospital_examination',
        actor: 'system',
        at: new Date(booked.getTime() + 60_000),
        note: '在线支付成功',
      },
      {
        from: 'order_hospital_examination',
        to: 'order_analysis_report',
        actor: 'centre',
        at: at(exam.examDate, '11:30:00'),
        note: '体检完成',
      },
      {
        from: 'order_analysis_report',
        to: 'order_receive_report',
        actor: 'centre',
        at: at(exam.examDate, '17:00:00'),
        note: '体检报告已发布',
      },
      {
        from: 'order_receive_report',
        to: 'order_end',
        actor: 'user',
        at: at(exam.examDate, '20:00:00'),
        note: '已查看报告',
      },
    ],
  );
}

/**
 * One report, recorded with `phone`, and, when `bookedBy` is given, the order that account booked and
 * paid for it. Idempotent by report number: a report seeded before the order existed gets its order
 * and phone now, and nothing else of it changes.
 */
async function seedExam(db: Db, exam: SeedExam, who: Who, recording: { phone: string; bookedBy?: number }) {
  await db.transaction(async (tx) => {
    const orderId =
      recording.bookedBy === undefined
        ? null
        : await seedPastOrder(tx, recording.bookedBy, exam, who, recording.phone);
    const existing = await reportsRepository.byReportNo(tx, exam.reportNo);
    if (existing) {
      if (existing.mobilePhone === '' || (orderId !== null && existing.orderId === null)) {
        await reportsRepository.setRecording(tx, existing.id, {
          orderId: existing.orderId ?? orderId,
          mobilePhone: existing.mobilePhone || recording.phone,
        });
      }
      return;
    }
    const female = who.sexCode === 'female';
    const results = resultsOf(exam, female);
    const { conclusions, advice } = summaryOf(results, exam.findings, exam.examDate);
    const rows: NewReportResult[] = results.map((r, sort) => ({
      ...r,
      numeric: numericValue(r.value),
      sort,
    }));
    await reportsRepository.insert(
      tx,
      {
        reportNo: exam.reportNo,
        orderId,
        idCardNo: who.idCardNo,
        name: who.name,
        mobilePhone: recording.phone,
        sexCode: who.sexCode,
        age: Number(exam.examDate.slice(0, 4)) - who.born,
        sysCenterId: exam.sysCenterId,
        sysCenterName: CENTRES[exam.sysCenterId] ?? exam.sysCenterId,
        packageName: exam.packageName,
        examDate: exam.examDate,
        conclusions,
        advice,
        findings: exam.findings,
        doctor: exam.doctor,
        publishedAt: at(exam.examDate, '17:00:00'),
      },
      rows,
    );
  });
}

/**
 * The demo account's reports, each reached by today's rules: its own five came from orders it booked
 * and paid for (its person gets a name and an ID number when the profile has none; changes the owner
 * made are kept), recorded with its phone. The mother's three were recorded with her phone (she has an
 * account of her own, from which she may claim them and withdraw the link), and she confirmed the
 * demo account's link with the code sent to it.
 */
export async function seedReports(db: Db, demoUserId: number): Promise<void> {
  const users = createUsersService({ db, clock: () => new Date() });
  const profile = await users.profile(demoUserId);
  if (!profile.idCardNo) {
    // A whole examinee, so 本人 on the booking form is ready to book at once (汉族, married).
    await users.updateProfile(demoUserId, {
      name: profile.name ?? DEMO_PERSON.name,
      idCardNo: DEMO_PERSON.idCardNo,
      marryStateCode: 'married',
      folkId: 0,
      height: 172,
      weight: 72,
    });
  }
  const self = await users.profile(demoUserId);
  const mine = {
    ...DEMO_PERSON,
    name: self.name ?? DEMO_PERSON.name,
    idCardNo: self.idCardNo ?? DEMO_PERSON.idCardNo,
  };
  for (const exam of DEMO_EXAMS) {
    await seedExam(db, exam, mine, { phone: self.mobilePhone, bookedBy: demoUserId });
  }

  const familyId = await users.ensureByPhone(DEMO_FAMILY.mobilePhone);
  const family = await users.profile(familyId);
  if (!family.idCardNo) {
    await users.updateProfile(familyId, {
      name: DEMO_FAMILY.name,
      idCardNo: DEMO_FAMILY.idCardNo,
      callName: '李阿姨',
      marryStateCode: 'married',
      folkId: 0,
    });
  }
  for (const exam of FAMILY_EXAMS) await seedExam(db, exam, DEMO_FAMILY, { phone: DEMO_FAMILY.mobilePhone });
  const links = createFamilyService({ db, clock: () => new Date() }).reportLinks;
  const linked = await links.ofUser(demoUserId);
  if (!linked.some((l) => l.idCardNo === DEMO_FAMILY.idCardNo && l.mobilePhone === DEMO_FAMILY.mobilePhone)) {
    await links.save({
      userId: demoUserId,
      idCardNo: DEMO_FAMILY.idCardNo,
      name: DEMO_FAMILY.name,
      relationCode: DEMO_FAMILY.relationCode,
      mobilePhone: DEMO_FAMILY.mobilePhone,
    });
  }
}
