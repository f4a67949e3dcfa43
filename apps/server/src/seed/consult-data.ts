import type { Db, DbOrTx } from '../db/client.ts';
import { consultRepository } from '../modules/consult/repository.ts';
import { addDays } from '../modules/schedule/day-arithmetic.ts';

const MORNING = ['09:00~09:30', '09:30~10:00', '10:00~10:30', '10:30~11:00'];
const AFTERNOON = ['14:00~14:30', '14:30~15:00', '15:00~15:30', '15:30~16:00'];

/** The demo centres' consultation services (ids fixed so the demo account's bookings can name them). */
export const demoConsultServices = [
  {
    id: 1,
    centreId: '00-1',
    name: '报告解读咨询',
    doctorName: '王建国',
    doctorTitle: '全科主任医师',
    price: 0,
    durationMinutes: 30,
    description:
      '体检报告出来后，由全科医生逐项讲解异常指标的意义，告诉您哪些需要复查、挂哪个科、多久复查一次。请带上体检报告或在“体检报告”中打开。',
    slotTimes: [...MORNING, ...AFTERNOON],
    slotCapacity: 2,
    sort: 1,
  },
  {
    id: 2,
    centreId: '00-1',
    name: '慢病管理咨询',
    doctorName: '李慧敏',
    doctorTitle: '内分泌科副主任医师',
    price: 5000,
    durationMinutes: 30,
    description:
      '面向高血压、糖尿病、血脂异常人群：评估目前的控制情况，调整饮食、运动与监测计划。费用到院支付。',
    slotTimes: AFTERNOON,
    slotCapacity: 1,
    sort: 2,
  },
  {
    id: 3,
    centreId: '00-1',
    name: '营养咨询',
    doctorName: '陈静',
    doctorTitle: '注册营养师',
    price: 3000,
    durationMinutes: 30,
    description:
      '根据体检结果（体重指数、血糖、血脂、尿酸等）制定一周饮食建议，适合减重、控糖和痛风人群。费用到院支付。',
    slotTimes: MORNING,
    slotCapacity: 2,
    sort: 3,
  },
  {
    id: 4,
    centreId: '00-16',
    name: '报告解读咨询',
    doctorName: '赵明',
    doctorTitle: '全科副主任医师',
    price: 0,
    durationMinutes: 30,
    description: '由全科医生讲解体检报告中的异常结果，并给出复查与就医建议。',
    slotTimes: [...MORNING, ...AFTERNOON],
    slotCapacity: 2,
    sort: 1,
  },
] as const;

/** The demo's full day: every time of 慢病管理咨询 two days after the seed day is taken. */
export const DEMO_FULL_CONSULT = { serviceId: 2, dayOffset: 2 } as const;

export async function seedConsultServices(tx: DbOrTx, today: string): Promise<void> {
  for (const service of demoConsultServices) {
    await consultRepository.upsertService(tx, { ...service, slotTimes: [...service.slotTimes] });
  }
  const full = demoConsultServices.find((s) => s.id === DEMO_FULL_CONSULT.serviceId);
  if (!full) return;
  const date = addDays(today, DEMO_FULL_CONSULT.dayOffset);
  for (let slotNo = 1; slotNo <= full.slotTimes.length; slotNo++) {
    await consultRepository.fillSlot(tx, full.id, date, slotNo, full.slotCapacity);
  }
}

/**
 * The demo account's consultations: one past (报告解读, three days ago) waiting for feedback and one
 * upcoming (营养咨询, in three days). Only made once: later changes (a rating, a cancel) are kept.
 */
export async function seedDemoConsults(db: Db, userId: number, today: string): Promise<void> {
  const existing = await consultRepository.bookingsOf(db, userId);
  if (existing.length > 0) return;
  await db.transaction(async (tx) => {
    const wanted = [
      { serviceId: 1, date: addDays(today, -3), slotNo: 3, testTime: '10:00~10:30' },
      { serviceId: 3, date: addDays(today, 3), slotNo: 2, testTime: '09:30~10:00' },
    ];
    for (const b of wanted) {
      const capacity = demoConsultServices.find((s) => s.id === b.serviceId)?.slotCapacity ?? 1;
      await consultRepository.takePlace(tx, b.serviceId, b.date, b.slotNo, capacity);
      await consultRepository.insertBooking(tx, { userId, ...b });
    }
  });
}
