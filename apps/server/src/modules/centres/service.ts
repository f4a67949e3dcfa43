import type { Centre, CentreSummary, Flag } from '@tijian/contract';
import {
  type GeoPoint,
  distanceKm as greatCircleKm,
  nearestCity,
  openingHoursText,
  rescheduleCutoffOf,
} from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../db/read-cache.ts';
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

export interface CentresDeps {
  db: Db;
  /** Centres change rarely and every visit reads them: reads go through the short-lived cache. */
  cache: ReadCache;
}

export function createCentresService({ db, cache }: CentresDeps) {
  const cityTree = () => cache.read('city-tree', () => loadCityTree(db));

  return {
    /** Cities with their centres as children (summaries only), in display order. */
    cityTree,

    centre(id: string): Promise<Centre> {
      return cache.read(`centre:${id}`, async () => {
        const row = await centresRepository.findCentre(db, id);
        if (!row) throw notFound('未找到该体检中心，请重新选择');
        const city = (await centresRepository.listCities(db)).find((c) => c.id === row.cityId);
        return toCentre(row, city);
      });
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
