import { isGeoPoint } from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { bizCode, centreId, flag } from '../fields.ts';

const titled = z.object({ title: z.string(), content: z.string() });

/** A centre as the client reads it (spec 3 "Centre"); money in fen, flags 1 or 0. */
export const centre = z.object({
  id: z.string(),
  name: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  address: z.string(),
  phone: z.string(),
  /** '周一至周六 07:30-11:30、13:30-15:00': made from the days and periods its slots are cut from */
  openingHours: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** comma list of picture URLs, the first is the cover */
  image: z.string(),
  images: z.array(z.string()),
  individuationOpt: flag,
  projectSelectOpt: flag,
  receiveOnline: flag,
  showPackagePrice: flag,
  groupShowPrice: flag,
  personalProvideInvoice: flag,
  groupProvideInvoice: flag,
  personalNotInvoiceNote: z.string(),
  paymentMethodCodes: z.array(z.string()),
  hosPaymentMethodCodes: z.array(z.string()),
  verify: z.object({ on: flag, type: z.number().int() }),
  verifyOn: flag,
  verifyType: z.number().int(),
  centerConfigMenu: z.object({ healthFlag: flag, onlineFlag: flag, columnFlag: flag }),
  /** HH:mm; 00:00-24:00 means no fasting window */
  fastingCheckStart: z.string(),
  fastingCheckEnd: z.string(),
  disclaimer: z.object({ title: z.string(), list: z.array(titled) }),
  delivery: z.object({ price: z.number().int(), name: z.string() }),
  mailCost: z.number().int(),
  mailExpress: z.string(),
  expertUrl: z.string(),
  honorUrl: z.string(),
  /** plain paragraphs separated by blank lines */
  introduction: z.string(),
  /** the sections of 体检须知 */
  guidelines: z.array(titled),
  /** 1 when the centre takes company bookings: the mode flag the centre picker filters by */
  groupCheckFlag: flag,
  /** a booked date can be moved until this time (HH:mm) on the day before the exam */
  rescheduleCutoff: z.string(),
  /** how many times one order may be moved */
  rescheduleLimit: z.number().int(),
  /** the numbers an upgrade is booked through in advance: centre 00-07's upgrade hint shows two (spec 9) */
  upgradePhones: z.array(z.string()),
});

/** What a list needs of a centre: the picker, home cards and mode-flag filters (its city is the parent). */
export const centreSummary = centre.pick({
  id: true,
  name: true,
  address: true,
  phone: true,
  openingHours: true,
  image: true,
  individuationOpt: true,
  projectSelectOpt: true,
  receiveOnline: true,
  groupCheckFlag: true,
  centerConfigMenu: true,
});

export const city = z.object({
  id: z.string(),
  name: z.string(),
  spell: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  children: z.array(centreSummary),
});

export const getCities = endpoint({
  id: 'getCities',
  method: 'GET',
  path: '/wx/2/system/center.json',
  tag: 'centres',
  summary: '城市及其体检中心（无中心的城市不列出）',
  query: z.object({ _BIZCODE: bizCode('0003'), sid: z.string().max(20).optional() }),
  data: z.array(city),
});

export const getCentre = endpoint({
  id: 'getCentre',
  method: 'GET',
  path: '/app/system/center.json',
  tag: 'centres',
  summary: '体检中心详情',
  query: z.object({ _BIZCODE: bizCode('0002'), sysCenterId: centreId }),
  data: centre,
});

export const getConfigInfo = endpoint({
  id: 'getConfigInfo',
  method: 'GET',
  path: '/wx/1/appointment/configInfo.json',
  tag: 'centres',
  summary: '体检中心的预约配置',
  query: z.object({
    _BIZCODE: bizCode('0001'),
    sysCenterId: centreId,
    packageId: z.string().max(40).optional(),
  }),
  data: centre,
});

const BAD_COORDINATES = '定位坐标不正确';
const coordinate = z
  .string({ error: BAD_COORDINATES })
  .trim()
  .max(40, BAD_COORDINATES)
  .regex(/^-?\d{1,3}(\.\d+)?$/, BAD_COORDINATES)
  .transform(Number);

export const getNearestCity = endpoint({
  id: 'getNearestCity',
  method: 'GET',
  path: '/center-service/v1/location/city',
  tag: 'centres',
  summary: '离坐标最近的、有体检中心的城市',
  query: z
    .object({ latitude: coordinate, longitude: coordinate })
    .refine(isGeoPoint, { error: BAD_COORDINATES }),
  data: z.object({
    city: z.object({ id: z.string(), name: z.string(), spell: z.string() }),
    distanceKm: z.number(),
  }),
});

export type Centre = z.infer<typeof centre>;
export type CentreSummary = z.infer<typeof centreSummary>;
export type City = z.infer<typeof city>;
export type NearestCity = DataOf<typeof getNearestCity>;
export type Flag = z.infer<typeof flag>;
