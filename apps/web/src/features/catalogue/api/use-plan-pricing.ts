import { type QueryClient, useQueries, useQuery } from '@tanstack/react-query';
import { catalogueOf } from '@tijian/contract/catalogue-of';
import {
  addProduct,
  type CatalogueIndex,
  checkedIds,
  type Fen,
  indexCatalogue,
  newPlan,
  type Plan,
  type PriceSummary,
  type ProjectId,
  planAmounts,
  priceSummary,
} from '@tijian/domain';
import { useMemo } from 'react';
import { getPricingRulesQueryOptions } from './get-pricing-rules.ts';
import { getProductQueryOptions, type ProductDetail } from './get-product.ts';
import { getProjectDataQueryOptions } from './get-project-data.ts';
import { getProjectMergeQueryOptions } from './get-project-merge.ts';
import { getUpgradesQueryOptions } from './get-upgrades.ts';

// The same reads as the confirm page, so they share its cache: coming from there, nothing is
// fetched again.
function centreReads(sysCenterId: string) {
  return [
    getProjectDataQueryOptions(sysCenterId),
    getProjectMergeQueryOptions(sysCenterId),
    getPricingRulesQueryOptions(sysCenterId),
    getUpgradesQueryOptions(sysCenterId),
  ] as const;
}

/**
 * Starts the reads usePlanPricing waits for, before the screen that uses it renders: a page's route
 * can ask for them as soon as the page's code has arrived.
 */
export function prefetchPlanPricing(queryClient: QueryClient, sysCenterId: string, productId: string | null) {
  const [data, merge, rules, upgrades] = centreReads(sysCenterId);
  void queryClient.prefetchQuery(data);
  void queryClient.prefetchQuery(merge);
  void queryClient.prefetchQuery(rules);
  void queryClient.prefetchQuery(upgrades);
  if (productId !== null) void queryClient.prefetchQuery(getProductQueryOptions(productId));
}

export interface PricedPlan {
  ix: CatalogueIndex;
  plan: Plan;
  product: ProductDetail | null;
  checked: ProjectId[];
  summary: PriceSummary;
  /** the items' payable part and the consumables, as payableTotal takes them (planAmounts) */
  itemsTotal: Fen;
  materialItemsTotal: Fen;
  materialFee: Fen;
  /** names of the checked items that need an empty stomach */
  fastingItems: string[];
}

/** The priced plan once every read is in; a failed read's error and a retry of the failed ones (QueryView). */
export interface PlanPricing {
  data: PricedPlan | undefined;
  error: unknown;
  refetch: () => void;
}

/**
 * The plan of the booking draft, priced by the catalogue engine exactly as the confirm page priced it.
 * A null plan is the package's own, untouched (the quick appointment books a package as it is).
 */
export function usePlanPricing(
  sysCenterId: string,
  draftPlan: Plan | null,
  productId: string | null,
): PlanPricing {
  const reads = useQueries({ queries: centreReads(sysCenterId) });
  const productQuery = useQuery({ ...getProductQueryOptions(productId ?? ''), enabled: productId !== null });
  const [data, merge, rules, upgrades] = reads;
  const product = productId === null ? null : (productQuery.data ?? null);

  const ix = useMemo(() => {
    if (!data.data || !merge.data || !rules.data || !upgrades.data) return null;
    const index = indexCatalogue(catalogueOf(data.data, merge.data, rules.data, upgrades.data));
    if (product) addProduct(index, product);
    return index;
  }, [data.data, merge.data, rules.data, upgrades.data, product]);

  const plan = useMemo(
    () => draftPlan ?? (ix && product ? newPlan(ix, { product }) : null),
    [draftPlan, ix, product],
  );

  const priced = useMemo(() => {
    if (!ix || !plan || (productId !== null && !product)) return null;
    const checked = checkedIds(ix, plan);
    const summary = priceSummary(ix, plan, product ? { product } : undefined);
    const fastingItems = checked.flatMap((id) => {
      const project = ix.projects.get(id);
      return project?.fastingCheck === 1 ? [project.item] : [];
    });
    return { plan, checked, summary, fastingItems };
  }, [ix, plan, product, productId]);

  const all = [...reads, ...(productId !== null ? [productQuery] : [])];
  const failed = all.filter((q) => q.isError);
  return {
    data: ix && priced ? { ix, product, ...priced, ...planAmounts(ix, priced.summary) } : undefined,
    error: failed[0]?.error ?? null,
    refetch: () => {
      for (const q of failed) void q.refetch();
    },
  };
}
