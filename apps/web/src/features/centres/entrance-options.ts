import { type EntranceOptions, entranceOptions, SpecialCentre } from '@tijian/domain';
import type { Centre } from '@/features/centre/index.ts';

export function optionsFor(
  sid: string,
  config: Pick<Centre, 'individuationOpt' | 'projectSelectOpt'> | undefined,
): EntranceOptions {
  return entranceOptions(sid, config);
}

export type PackageType = '1x' | 'general' | 'special' | 'promotion';

// Promotions are sold by one centre only, whichever centre the visitor is looking at.
export function productListPath(typeId: PackageType | null, sysCenterId: string): string {
  const params = new URLSearchParams();
  if (typeId) params.set('typeId', typeId);
  params.set('sysCenterId', typeId === 'promotion' ? SpecialCentre.promotions : sysCenterId);
  return `/product/list?${params.toString()}`;
}
