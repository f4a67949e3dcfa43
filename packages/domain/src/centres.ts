import { DEFAULT_SID } from './constants.ts';

/** Centres with behaviour of their own (spec 1 and 9). */
export const SpecialCentre = {
  screening1x: '00-16',
  promotions: '00-02',
  surveyGateWithDateRange: '00-7',
  surveyGate: '00-62',
  relaxedLimits: '00-85',
  upgradeHint: '00-07',
  materialFee: '00-77',
} as const;

export interface CentreOptions {
  individuationOpt: number;
  projectSelectOpt: number;
}

export interface EntranceOptions {
  /** 开始咨询 and 定制方案: the questionnaire-based personalised plan. */
  personalised: boolean;
  /** 1+X 筛查套餐 */
  screening1x: boolean;
  /** 常规套餐 / 专项套餐: every centre offers packages. */
  packages: true;
  /** 自选项目; when false the entrance offers packages or another centre instead. */
  selfChosen: boolean;
  /** 优惠套餐 */
  promotions: boolean;
}

/** Which entrance buttons a centre shows (spec 2 screen 4). 00-0 means no centre chosen: everything shows. */
export function entranceOptions(sid: string, centre: CentreOptions | undefined): EntranceOptions {
  const all = sid === DEFAULT_SID;
  return {
    personalised: all || centre?.individuationOpt === 1,
    screening1x: sid === SpecialCentre.screening1x,
    packages: true,
    selfChosen: all || centre?.projectSelectOpt === 1,
    promotions: sid === SpecialCentre.promotions,
  };
}

/**
 * Spec 4 step 6 and spec 9: centre 00-07 words the upgrade hint as 提前预约 and shows two phone
 * numbers to book the upgrade through, the centre's own (its upgradePhones); elsewhere none.
 */
export function upgradeHintPhones(sysCenterId: string, phones: readonly string[]): string[] {
  if (sysCenterId !== SpecialCentre.upgradeHint) return [];
  return phones.filter((p) => p.trim() !== '').slice(0, 2);
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isGeoPoint(p: Partial<GeoPoint>): p is GeoPoint {
  return (
    typeof p.latitude === 'number' &&
    typeof p.longitude === 'number' &&
    Math.abs(p.latitude) <= 90 &&
    Math.abs(p.longitude) <= 180
  );
}

/** The city whose centre point is nearest, so location needs no outside maps service. */
export function nearestCity<C extends GeoPoint>(cities: readonly C[], point: GeoPoint): C | undefined {
  let best: C | undefined;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const city of cities) {
    const km = distanceKm(city, point);
    if (km < bestKm) {
      best = city;
      bestKm = km;
    }
  }
  return best;
}

/**
 * Finds a city by the name a maps service gives, with or without its last character
 * (spec 2 screen 2: "北京市" matches "北京" and the other way round).
 */
export function matchCityName<C extends { name: string }>(cities: readonly C[], name: string): C | undefined {
  const wanted = name.trim();
  if (!wanted) return undefined;
  const short = (s: string) => (s.length > 1 ? s.slice(0, -1) : s);
  return (
    cities.find((c) => c.name === wanted) ??
    cities.find(
      (c) => short(c.name) === wanted || c.name === short(wanted) || short(c.name) === short(wanted),
    )
  );
}
