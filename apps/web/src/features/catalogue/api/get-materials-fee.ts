import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, catalogue } from '@tijian/client';
import type { Fen, ProjectId } from '@tijian/domain';
import { catalogueKeys } from './catalogue-keys.ts';

export interface MaterialsFee {
  success: boolean;
  returnData: { price: Fen };
}

// Spec 7 "/order/getOrderMaterialsFee.json": the consumables fee of the checked items (centre 00-77).
export function getMaterialsFee(
  sysCenterId: string,
  combCodes: string,
  signal?: AbortSignal,
): Promise<MaterialsFee> {
  // The page tells a failure itself: 查询材料费失败，请稍后再试！ in a dialog that goes back (spec 8).
  return call(catalogue.getMaterialsFee, { query: { sysCenterId, combCodes } }, { silent: true, signal });
}

export function combCodesOf(ids: readonly ProjectId[]): string {
  return ids.join(';');
}

export function getMaterialsFeeQueryOptions(sysCenterId: string, ids: readonly ProjectId[]) {
  const combCodes = combCodesOf(ids);
  return queryOptions({
    queryKey: catalogueKeys.materialsFee(sysCenterId, combCodes),
    queryFn: ({ signal }) => getMaterialsFee(sysCenterId, combCodes, signal),
    staleTime: 60_000,
  });
}

export function useMaterialsFee(sysCenterId: string, ids: readonly ProjectId[], enabled: boolean) {
  return useQuery({ ...getMaterialsFeeQueryOptions(sysCenterId, ids), enabled: enabled && ids.length > 0 });
}
