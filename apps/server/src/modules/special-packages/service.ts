import type { specialPackages as contract } from '@tijian/contract';
import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { notFound } from '../../http/app-error.ts';
import type { CentresService } from '../centres/service.ts';
import { specialPackagesRepository as repo, type SpecialPackageRow } from './repository.ts';

export const SpecialPackageErrors = {
  notFound: '未找到该专项体检',
} as const;

type Summary = contract.SpecialPackageSummary;
type Detail = contract.SpecialPackageDetail;
type List = contract.SpecialPackageList;

const toSummary = (row: SpecialPackageRow): Summary => ({
  id: row.id,
  sysCenterId: row.centreId,
  name: row.name,
  price: row.price,
  originalPrice: row.originalPrice,
  summary: row.summary,
  itemCount: row.items.length,
  imageUrl: row.imageUrl,
  validityDays: row.validityDays,
});

export interface SpecialPackagesDeps {
  db: Db;
  /** Packages change as rarely as the catalogue and anyone may read them: through the short-lived cache. */
  cache: ReadCache;
  centres: Pick<CentresService, 'centre'>;
}

/**
 * A centre's special packages (专项体检), read by anyone. The list holds those on sale only; a package
 * taken off sale still opens (a bought one links to it) and says so, and is not for sale.
 */
export function createSpecialPackagesService({ db, cache, centres }: SpecialPackagesDeps) {
  return {
    /** The centre's packages on sale, in its order; an unknown centre answers the centres' not-found. */
    list(centreId: string): Promise<List> {
      return cache.read(`special-packages:${centreId}`, async () => {
        const [centre, rows] = await Promise.all([centres.centre(centreId), repo.listOnSale(db, centreId)]);
        return { sysCenterId: centre.id, sysCenterName: centre.name, list: rows.map(toSummary) };
      });
    },

    detail(id: string): Promise<Detail> {
      return cache.read(`special-package:${id}`, async () => {
        const row = await repo.find(db, id);
        if (!row) throw notFound(SpecialPackageErrors.notFound);
        const centre = await centres.centre(row.centreId);
        return {
          ...toSummary(row),
          sysCenterName: centre.name,
          items: row.items,
          suitableFor: row.suitableFor,
          notice: row.notice,
          onSale: row.onSale === 1,
        };
      });
    },

    /**
     * The package as it is sold now, read from the database past the cache (a price is charged from
     * it): not found when it is unknown or off sale. For the purchases module.
     */
    async forSale(id: string): Promise<SpecialPackageRow> {
      const row = await repo.find(db, id);
      if (row?.onSale !== 1) throw notFound(SpecialPackageErrors.notFound);
      return row;
    },
  };
}

export type SpecialPackagesService = ReturnType<typeof createSpecialPackagesService>;
