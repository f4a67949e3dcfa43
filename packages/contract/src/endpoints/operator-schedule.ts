// The staff console's capacity calendar (排班容量): a centre's month of days, slots and item limits,
// and a manager's edit of a range of days, previewed first and saved only against the versions the
// screen saw. Operator sessions only (header x-operator-token); the save is audited.
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { centreId } from '../fields.ts';
import { operatorOrder } from './operator-orders.ts';

const isoDate = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message);
const places = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(10_000, message);

/** 满约 (no place left by any channel), 限约 (the online share used up), or neither. */
export const ITEM_STATES = ['normal', 'limited', 'full'] as const;

const calendarSlot = z.object({
  slotNo: z.number().int(),
  /** HH:mm~HH:mm */
  testTime: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
});

const calendarItem = z.object({
  projectId: z.string(),
  projectName: z.string(),
  /** the share of the day's places online booking may take, and what it took */
  quota: z.number().int(),
  booked: z.number().int(),
  /** every place the item has that day, across channels, and what phone and company bookings took */
  capacity: z.number().int(),
  bookedElsewhere: z.number().int(),
  state: z.enum(ITEM_STATES),
});

/** One day of a centre's calendar as the manager sees it. */
export const capacityDay = z.object({
  date: z.string(),
  /** 0 Sunday … 6 Saturday */
  weekday: z.number().int(),
  /** false: outside the days the centre has published; users cannot book it */
  published: z.boolean(),
  rest: z.boolean(),
  /** what users read about the day (a holiday's name, 周日休息); empty for an ordinary day */
  description: z.string(),
  /** changes whenever the day's rest flag, slots, capacities or item limits change; sent back on save */
  version: z.string(),
  slots: z.array(calendarSlot),
  items: z.array(calendarItem),
});

export const operatorCapacityMonth = endpoint({
  id: 'operatorCapacityMonth',
  method: 'GET',
  path: '/operator/schedule/month.json',
  tag: 'operator',
  summary: '排班容量：某中心一个月每天的休息日、各时段可约与已约人数、限约/满约项目及版本号（前台、管理员）',
  auth: 'operator',
  query: z.object({
    sysCenterId: centreId,
    month: z.string({ error: '请选择月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为YYYY-MM'),
  }),
  data: z.object({
    sysCenterId: z.string(),
    month: z.string(),
    /** the centre's today (Asia/Shanghai): days before it cannot be edited */
    today: z.string(),
    /** the time slots an opened day gets, cut from the centre's opening hours */
    slotTimes: z.array(z.string()),
    days: z.array(capacityDay),
  }),
});

const itemChange = z.discriminatedUnion(
  'state',
  [
    z.object({
      projectId: z.string({ error: '请选择项目' }).trim().min(1, '请选择项目').max(40, '项目编号不正确'),
      state: z.literal('full'),
    }),
    z.object({
      projectId: z.string({ error: '请选择项目' }).trim().min(1, '请选择项目').max(40, '项目编号不正确'),
      state: z.literal('limited'),
      /** the places online booking may take that day */
      quota: places('请填写限约名额'),
      /** every place the item has that day; unchanged when left out */
      capacity: places('项目总名额不正确').optional(),
    }),
    z.object({
      projectId: z.string({ error: '请选择项目' }).trim().min(1, '请选择项目').max(40, '项目编号不正确'),
      state: z.literal('normal'),
      capacity: places('项目总名额不正确').optional(),
    }),
  ],
  { error: '项目状态应为正常、限约或满约' },
);

/** What one edit does to every chosen day of a range (the rules between its fields: changeRules). */
const changeFields = z.object({
  sysCenterId: centreId,
  from: isoDate('请选择开始日期'),
  to: isoDate('请选择结束日期'),
  /** only these weekdays of the range (0 Sunday … 6 Saturday); every day when left out */
  weekdays: z
    .array(z.number({ error: '星期不正确' }).int('星期不正确').min(0, '星期不正确').max(6, '星期不正确'))
    .min(1, '请至少选择一个星期')
    .max(7, '星期不正确')
    .optional(),
  /** true: rest days (refused on a day with bookings); false: open (slots from the opening hours) */
  rest: z.boolean({ error: '休息日设置不正确' }).optional(),
  /** what users read about a day made a rest day; 周X休息 when left out */
  restNote: z.string({ error: '休息说明不正确' }).trim().max(20, '休息说明最多20个字').optional(),
  /** each chosen slot's places (never below what it holds) */
  capacity: places('人数不正确').optional(),
  /** the slots the capacity is for; every slot of the day when left out */
  slotNos: z
    .array(z.number({ error: '时段不正确' }).int('时段不正确').positive('时段不正确').max(100, '时段不正确'))
    .min(1, '请至少选择一个时段')
    .max(100, '时段不正确')
    .optional(),
  items: z.array(itemChange).max(20, '一次最多修改20个项目').optional(),
});

type ChangeFields = z.output<typeof changeFields>;

/** What a change cannot ask for, whatever the days hold, in the order a person would fix it. */
function changeRules(c: ChangeFields): { message: string; path: string[] }[] {
  const items = c.items ?? [];
  const rules: [boolean, string, string][] = [
    [c.from <= c.to, '结束日期不能早于开始日期', 'to'],
    [c.rest !== undefined || c.capacity !== undefined || items.length > 0, '请选择要修改的内容', 'rest'],
    [
      c.rest !== true || (c.capacity === undefined && c.items === undefined),
      '设为休息日时不能同时修改名额',
      'rest',
    ],
    [c.rest !== false || c.capacity !== undefined, '开放日期时请填写每个时段的可约人数', 'capacity'],
    [
      c.rest !== false || c.slotNos === undefined,
      '开放日期时将按营业时间生成全部时段，不能只选部分时段',
      'slotNos',
    ],
    [c.capacity !== undefined || c.slotNos === undefined, '请填写所选时段的可约人数', 'capacity'],
    [new Set(items.map((i) => i.projectId)).size === items.length, '同一项目只能设置一次', 'items'],
  ];
  return rules.filter(([holds]) => !holds).map(([, message, path]) => ({ message, path: [path] }));
}

const checkedChange = <S extends z.ZodType<ChangeFields>>(schema: S) =>
  schema.superRefine((c, ctx) => {
    for (const { message, path } of changeRules(c)) ctx.addIssue({ code: 'custom', message, path });
  });

export const capacityChange = checkedChange(changeFields);

const slotEffect = z.object({
  slotNo: z.number().int(),
  testTime: z.string(),
  booked: z.number().int(),
  /** now; null for a slot the edit creates */
  capacity: z.number().int().nullable(),
  /** after the edit; null for a slot the edit removes (a day becoming a rest day) */
  newCapacity: z.number().int().nullable(),
});

const itemEffect = z.object({
  projectId: z.string(),
  projectName: z.string(),
  booked: z.number().int(),
  bookedElsewhere: z.number().int(),
  /** now; null for an item the day had no limit on */
  quota: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  state: z.enum(ITEM_STATES),
  /** after the edit; null when the item keeps no limit that day */
  newQuota: z.number().int().nullable(),
  newCapacity: z.number().int().nullable(),
  newState: z.enum(ITEM_STATES),
});

const dayEffect = z.object({
  date: z.string(),
  version: z.string(),
  published: z.boolean(),
  rest: z.boolean(),
  newRest: z.boolean(),
  /** the day's slots and items the edit changes, with what they hold */
  slots: z.array(slotEffect),
  items: z.array(itemEffect),
  /** why the save would refuse this day (a slot below what it holds, a rest day with bookings) */
  problems: z.array(z.string()),
});

export const operatorPreviewCapacity = endpoint({
  id: 'operatorPreviewCapacity',
  method: 'POST',
  path: '/operator/schedule/preview.json',
  tag: 'operator',
  summary:
    '预览容量修改的影响（不修改任何数据）：各日各时段已约与新容量、会关闭的有预约日期、受影响的订单（管理员）',
  auth: 'operator',
  body: capacityChange,
  data: z.object({
    /** the chosen days the edit changes something on */
    days: z.array(dayEffect),
    /** every problem of every day: the save refuses while there is one */
    problems: z.array(z.string()),
    /** orders booked into the slots the edit changes or removes (at most 200) */
    orders: z.array(operatorOrder),
    ordersTotal: z.number().int(),
  }),
});

export const operatorSaveCapacity = endpoint({
  id: 'operatorSaveCapacity',
  method: 'POST',
  path: '/operator/schedule/save.json',
  tag: 'operator',
  summary:
    '保存容量修改（管理员）：带上读取时各日期的版本号，任一日期已被他人修改则返回 operator,conflict 且不做任何修改；可约人数不能少于已预约人数，有预约的日期不能设为休息日',
  auth: 'operator',
  body: checkedChange(
    changeFields.extend({
      /** every chosen day's version as the screen read it (month.json), by date */
      versions: z.record(
        z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD'),
        z.string({ error: '版本号不正确' }).max(64, '版本号不正确'),
        { error: '请带上读取时的版本号' },
      ),
    }),
  ),
  data: z.object({ days: z.array(capacityDay) }),
});

export type CapacityDay = z.output<typeof capacityDay>;
export type CapacityMonth = DataOf<typeof operatorCapacityMonth>;
export type CapacityChange = z.output<typeof capacityChange>;
export type CapacityPreview = DataOf<typeof operatorPreviewCapacity>;
