// Where each booked item is done on the exam day (issue 24 "Exam-day guide"), and in what order a
// person goes round: the stations that need an empty stomach first (blood, then the abdominal
// ultrasound, then whatever else this person booked fasting), then breakfast, then the rest in the
// centre's usual round. One rule table, read top to bottom; the first rule that matches wins.

export const STATION_IDS = [
  'blood',
  'abdominalUltrasound',
  'breath',
  'endoscopy',
  'general',
  'internal',
  'surgery',
  'ecg',
  'ultrasound',
  'radiology',
  'eye',
  'ent',
  'dental',
  'gynaecology',
  'specimen',
  'other',
] as const;
export type StationId = (typeof STATION_IDS)[number];

export interface Station {
  id: StationId;
  /** what the console's picker and the person's guide call it */
  name: string;
  /** always done on an empty stomach, whatever the item's own fasting mark says */
  fasting: boolean;
}

/** In the round's order (within the fasting group and after breakfast alike). */
export const STATIONS: readonly Station[] = [
  { id: 'blood', name: '抽血', fasting: true },
  { id: 'abdominalUltrasound', name: '腹部超声', fasting: true },
  { id: 'breath', name: '呼气试验', fasting: false },
  { id: 'endoscopy', name: '内镜中心', fasting: false },
  { id: 'general', name: '一般检查', fasting: false },
  { id: 'internal', name: '内科', fasting: false },
  { id: 'surgery', name: '外科', fasting: false },
  { id: 'ecg', name: '心电图', fasting: false },
  { id: 'ultrasound', name: '超声', fasting: false },
  { id: 'radiology', name: '放射', fasting: false },
  { id: 'eye', name: '眼科', fasting: false },
  { id: 'ent', name: '耳鼻喉科', fasting: false },
  { id: 'dental', name: '口腔科', fasting: false },
  { id: 'gynaecology', name: '妇科', fasting: false },
  { id: 'specimen', name: '尿便标本', fasting: false },
  { id: 'other', name: '其他检查', fasting: false },
];

const BY_ID = new Map(STATIONS.map((s) => [s.id, s]));

export function stationName(id: StationId): string {
  return BY_ID.get(id)!.name;
}

export function isStationId(value: string): value is StationId {
  return BY_ID.has(value as StationId);
}

/** The step between the fasting stations and the rest: not a station, nobody queues for it. */
export const BREAKFAST_STEP = '早餐';

/** A booked item as the rule reads it: its name and the name of the category it is listed under. */
export interface StationItem {
  item: string;
  /** the catalogue's category name (血液检查, 超声检查, …); empty when the catalogue no longer lists it */
  category: string;
  /** 1: this item must be done fasting (the catalogue's fastingCheck) */
  fastingCheck: 0 | 1;
}

interface StationRule {
  station: StationId;
  name?: RegExp;
  category?: RegExp;
}

/**
 * Read top to bottom. Names come before categories where a category holds items done elsewhere: a
 * cardiac blood marker is listed under 心血管检查 but drawn with the blood, an H. pylori antibody under
 * its test's category but drawn too.
 */
export const STATION_RULES: readonly StationRule[] = [
  { station: 'abdominalUltrasound', name: /腹部.*(彩超|超声|B超)|(肝|胆|胰|脾).*(彩超|超声|B超)/ },
  { station: 'breath', name: /呼气/ },
  { station: 'endoscopy', name: /胃镜|肠镜|麻醉评估/ },
  { station: 'ecg', name: /心电图|运动平板/ },
  // before the blood rule by name: 血压 is no blood test
  { station: 'general', name: /一般检查|身高|体重|血压|人体成分/ },
  { station: 'blood', category: /血液|生化|肿瘤标志物/ },
  { station: 'blood', name: /抗体|抗原|激素|睾酮|肌钙蛋白|脑钠肽|血/ },
  { station: 'ultrasound', name: /彩超|超声|B超|多普勒/ },
  { station: 'ultrasound', category: /超声/ },
  { station: 'radiology', name: /DR|(?<!T)CT|磁共振|MRI|钼靶|全景片|骨密度|X线/ },
  { station: 'radiology', category: /影像|放射|骨密度/ },
  { station: 'eye', name: /眼|视力|裂隙灯/ },
  { station: 'ent', name: /耳|鼻|喉|听/ },
  { station: 'dental', name: /口腔|牙/ },
  { station: 'dental', category: /口腔/ },
  { station: 'gynaecology', name: /妇科|白带|宫颈|HPV|TCT|乳腺触诊/ },
  { station: 'gynaecology', category: /妇科/ },
  { station: 'specimen', name: /尿|便|精液/ },
  { station: 'specimen', category: /尿便/ },
  { station: 'internal', name: /内科|神经/ },
  { station: 'surgery', name: /外科|皮肤|男科/ },
  { station: 'ecg', category: /心血管/ },
  { station: 'general', category: /一般检查/ },
];

/** The station an item is done at; 其他检查 when no rule names it. */
export function stationOf(item: Pick<StationItem, 'item' | 'category'>): StationId {
  for (const rule of STATION_RULES) {
    if (rule.name?.test(item.item) || (item.category !== '' && rule.category?.test(item.category))) {
      return rule.station;
    }
  }
  return 'other';
}

export interface RouteStation {
  station: StationId;
  name: string;
  /** done before breakfast */
  fasting: boolean;
  /** the booked items done there, by name, in booking order */
  items: string[];
}

/**
 * A person's round: each station their items need, once; the fasting ones (always-fasting stations,
 * and any station where this person has an item marked fasting) first, in the table's order, then the
 * rest. `breakfastAfter` is how many fasting stations come before breakfast (0: no breakfast step,
 * nothing needs an empty stomach).
 */
export function stationRoute(items: readonly StationItem[]): {
  stations: RouteStation[];
  breakfastAfter: number;
} {
  const byStation = new Map<StationId, RouteStation>();
  for (const item of items) {
    const id = stationOf(item);
    let stop = byStation.get(id);
    if (!stop) {
      const station = BY_ID.get(id)!;
      stop = { station: id, name: station.name, fasting: station.fasting, items: [] };
      byStation.set(id, stop);
    }
    if (!stop.items.includes(item.item)) stop.items.push(item.item);
    if (item.fastingCheck === 1) stop.fasting = true;
  }
  const inTableOrder = STATIONS.flatMap((s) => {
    const stop = byStation.get(s.id);
    return stop ? [stop] : [];
  });
  const fasting = inTableOrder.filter((s) => s.fasting);
  const rest = inTableOrder.filter((s) => !s.fasting);
  return { stations: [...fasting, ...rest], breakfastAfter: fasting.length };
}
