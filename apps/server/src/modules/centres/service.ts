import type { Centre, CentreSummary, Flag } from '@tijian/contract';
import {
  type GeoPoint,
  distanceKm as greatCircleKm,
  nearestCity,
  type OpeningHours,
  openingHoursText,
  PACKAGE_WITHOUT_REVIEW,
  rescheduleCutoffOf,
} from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import { invalidateReads, type ReadCache } from '../../db/read-cache.ts';
import { notFound } from '../../http/app-error.ts';
import { type CentreRow, type CityRow, centresRepository } from './repository.ts';

const flag = (n: number): Flag => (n === 1 ? 1 : 0);
const codes = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A centre as the client reads it (spec 3 "Centre"); money in fen. */
export function toCentre(row: CentreRow, city: Pick<CityRow, 'name'> | undefined): Centre {
  return {
    id: row.id,
    name: row.name,
    cityId: row.cityId,
    cityName: city?.name ?? '',
    address: row.address,
    phone: row.phone,
    openingHours: openingHoursText(row.openingHours),
    latitude: row.latitude,
    longitude: row.longitude,
    image: row.image,
    images: codes(row.image),
    individuationOpt: flag(row.individuationOpt),
    projectSelectOpt: flag(row.projectSelectOpt),
    receiveOnline: flag(row.receiveOnline),
    showPackagePrice: flag(row.showPackagePrice),
    groupShowPrice: flag(row.groupShowPrice),
    personalProvideInvoice: flag(row.personalProvideInvoice),
    groupProvideInvoice: flag(row.groupProvideInvoice),
    personalNotInvoiceNote: row.personalNotInvoiceNote,
    paymentMethodCodes: codes(row.paymentMethodCodes),
    hosPaymentMethodCodes: codes(row.hosPaymentMethodCodes),
    verify: { on: flag(row.verifyOn), type: row.verifyType },
    verifyOn: flag(row.verifyOn),
    verifyType: row.verifyType,
    centerConfigMenu: {
      healthFlag: flag(row.healthFlag),
      onlineFlag: flag(row.onlineFlag),
      columnFlag: flag(row.columnFlag),
    },
    fastingCheckStart: row.fastingCheckStart,
    fastingCheckEnd: row.fastingCheckEnd,
    disclaimer: { title: row.disclaimerTitle, list: row.disclaimer },
    delivery: { price: row.deliveryPrice, name: row.deliveryName },
    mailCost: row.mailCost,
    mailExpress: row.mailExpress,
    expertUrl: row.expertUrl,
    honorUrl: row.honorUrl,
    introduction: row.introduction,
    guidelines: row.guidelines,
    groupCheckFlag: flag(row.groupCheckFlag),
    rescheduleCutoff: rescheduleCutoffOf(row.rescheduleCutoff),
    rescheduleLimit: row.rescheduleLimit,
    upgradePhones: row.upgradePhones,
  };
}

/**
 * What a list needs of a centre: the picker, home cards and mode-flag filters. Introductions,
 * guidelines and disclaimers stay in the detail, so the list phones fetch on every visit stays small.
 */
export function toCentreSummary(centre: Centre): CentreSummary {
  return {
    id: centre.id,
    name: centre.name,
    address: centre.address,
    phone: centre.phone,
    openingHours: centre.openingHours,
    image: centre.image,
    individuationOpt: centre.individuationOpt,
    projectSelectOpt: centre.projectSelectOpt,
    receiveOnline: centre.receiveOnline,
    groupCheckFlag: centre.groupCheckFlag,
    centerConfigMenu: centre.centerConfigMenu,
  };
}

/** Cities with their centres as children, in display order; cities without centres are left out. */
async function loadCityTree(db: Db) {
  const [cityRows, centreRows] = await Promise.all([
    centresRepository.listCities(db),
    centresRepository.listCentres(db),
  ]);
  return cityRows
    .map((city) => ({
      id: city.id,
      name: city.name,
      spell: city.spell,
      latitude: city.latitude,
      longitude: city.longitude,
      children: centreRows.filter((c) => c.cityId === city.id).map((c) => toCentreSummary(toCentre(c, city))),
    }))
    .filter((city) => city.children.length > 0);
}

/**
 * A centre's doctor review (spec 4 "Doctor review"): off, on for every booking (verifyType 1), or on
 * except a package booked as it is (verifyType 2).
 */
export interface DoctorReview {
  on: boolean;
  /** 1 every booking; 2 a package with nothing chosen on top passes without review */
  type: 1 | 2;
}

const CENTRE_NOT_FOUND = '未找到该体检中心，请重新选择';

export interface CentresDeps {
  db: Db;
  /** Centres change rarely and every visit reads them: reads go through the short-lived cache. */
  cache: ReadCache;
}

export function createCentresService({ db, cache }: CentresDeps) {
  const cityTree = () => cache.read('city-tree', () => loadCityTree(db));

  const centre = (id: string): Promise<Centre> =>
    cache.read(`centre:${id}`, async () => {
      const row = await centresRepository.findCentre(db, id);
      if (!row) throw notFound(CENTRE_NOT_FOUND);
      const city = (await centresRepository.listCities(db)).find((c) => c.id === row.cityId);
      return toCentre(row, city);
    });

  async function doctorReview(id: string): Promise<DoctorReview> {
    const c = await centre(id);
    return {
      on: c.verifyOn === 1,
      type: c.verifyType === PACKAGE_WITHOUT_REVIEW ? PACKAGE_WITHOUT_REVIEW : 1,
    };
  }

  return {
    /** Cities with their centres as children (summaries only), in display order. */
    cityTree,

    centre,

    /** The days and periods the centre opens, as stored: what a newly opened day's slots are cut from. */
    openingHours(id: string): Promise<OpeningHours> {
      return cache.read(`centre-hours:${id}`, async () => {
        const row = await centresRepository.findCentre(db, id);
        if (!row) throw notFound(CENTRE_NOT_FOUND);
        return row.openingHours;
      });
    },

    /** Whether the centre's bookings wait for a doctor's review, and which. */
    doctorReview,

    /**
     * Turns the centre's doctor review on or off (its type kept unless given). Bookings made from now
     * on follow it; orders already waiting for a review keep waiting for the doctor's decision. This
     * process's cached centres are dropped at once; another process's expire within their lifetime.
     */
    async setDoctorReview(id: string, input: { on: boolean; type?: 1 | 2 }): Promise<DoctorReview> {
      const current = await doctorReview(id);
      const type = input.type ?? current.type;
      if (!(await centresRepository.setVerify(db, id, { verifyOn: input.on ? 1 : 0, verifyType: type }))) {
        throw notFound(CENTRE_NOT_FOUND);
      }
      invalidateReads(db);
      return { on: input.on, type };
    },

    /**
     * The seeded city nearest to a point, by straight-line distance between city centres. This needs no
     * outside maps service; a reverse-geocoding adapter could replace it later behind the same answer.
     * Only cities with centres count, since the answer is used to filter the centre list.
     */
    async nearestCity(point: GeoPoint) {
      const [cityRows, centreRows] = await Promise.all([
        centresRepository.listCities(db),
        centresRepository.listCentres(db),
      ]);
      const served = new Set(centreRows.map((c) => c.cityId));
      const city = nearestCity(
        cityRows.filter((c) => served.has(c.id)),
        point,
      );
      if (!city) throw notFound('暂无可选择的城市');
      return {
        city: { id: city.id, name: city.name, spell: city.spell },
        distanceKm: Math.round(greatCircleKm(city, point) * 10) / 10,
      };
    },
  };
}

export type CentresService = ReturnType<typeof createCentresService>;
