import { useQuery } from '@tanstack/react-query';
import {
  addProduct,
  type CatalogueIndex,
  checkedIds,
  type ExamineeProfile,
  newPlan,
  type Plan,
  type PriceSummary,
  type Product,
  type ProjectId,
  priceSummary,
  type Recommendations,
} from '@tijian/domain';
import { useEffect, useMemo } from 'react';
import { type BookingType, useBookingDraft } from '@/features/draft/index.ts';
import { getProductQueryOptions } from '../api/get-product.ts';
import { useCatalogue } from '../api/use-catalogue.ts';

/** Where a booking stands once the gate let it through: the centre, the path and whom it is for. */
export interface BookingContext {
  sysCenterId: string;
  type: BookingType;
  productId: string | null;
  examinee: ExamineeProfile;
}

export interface ReadyPlan {
  ix: CatalogueIndex;
  plan: Plan;
  product: Product | null;
  recommendations: Recommendations;
  /** every recommended item (all groups): removing one asks first, conflicts with one are asked */
  recommended: ProjectId[];
  /** the base pack and must-check items: dropping one is warned about before Next */
  mustKeep: ProjectId[];
  checked: ProjectId[];
  checkedSet: ReadonlySet<ProjectId>;
  summary: PriceSummary;
}

/** The ready plan once everything is in; a failed read's error and its retry (QueryView). */
export interface BookingPlan {
  data: ReadyPlan | undefined;
  error: unknown;
  refetch: () => void;
}

/**
 * The catalogue, the package (product path) and the plan of the draft, started from the package or
 * from the examinee's base pack the first time; every figure and flag below comes from the rules.
 */
export function useBookingPlan(ctx: BookingContext): BookingPlan {
  const { sysCenterId, type, productId, examinee } = ctx;
  const cat = useCatalogue(sysCenterId, examinee);
  const wantsProduct = type === 'product' && productId !== null;
  const productQuery = useQuery({ ...getProductQueryOptions(productId ?? ''), enabled: wantsProduct });
  const product = wantsProduct ? (productQuery.data ?? null) : null;
  const plan = useBookingDraft((s) => s.plan);
  const setPlan = useBookingDraft((s) => s.setPlan);

  // A package plan is priced by its package: index it whenever the catalogue or the package is new.
  const ix = useMemo(() => {
    if (cat.ix && product) addProduct(cat.ix, product);
    return cat.ix;
  }, [cat.ix, product]);
  // A questionnaire's plan (customize) brings its own groups; every other path takes the centre's.
  const planned = useBookingDraft((s) => (type === 'customize' ? s.recommendations : null));
  const recommendations = planned ?? cat.recommendations;
  const productReady = !wantsProduct || product !== null;

  useEffect(() => {
    if (!ix || !recommendations || !productReady) return;
    // Kept when it belongs to this booking; a plan of another package (a stale draft) starts over.
    if (plan !== null && plan.productId === (product?.id ?? null)) return;
    setPlan(
      product
        ? newPlan(ix, { product })
        : newPlan(ix, {
            base: planned ? unique(Object.values(planned).flat()) : recommendations.basePackagePros,
          }),
      recommendations,
    );
  }, [plan, ix, recommendations, planned, productReady, product, setPlan]);

  const derived = useMemo(() => {
    if (!ix || !plan || !recommendations || !productReady) return null;
    if (plan.productId !== (product?.id ?? null)) return null;
    const checked = checkedIds(ix, plan);
    const r = recommendations;
    return {
      checked,
      checkedSet: new Set(checked),
      summary: priceSummary(ix, plan, product ? { product } : undefined),
      recommended: unique([
        ...r.basePackagePros,
        ...r.rulePackagePros,
        ...r.lastRulePackagePros,
        ...r.thoroughRulePackagePros,
      ]),
      mustKeep: unique([...r.basePackagePros, ...r.rulePackagePros]),
    };
  }, [ix, plan, recommendations, product, productReady]);

  const ready = ix && plan && recommendations && derived;
  const data = ready ? { ix, plan, product, recommendations, ...derived } : undefined;
  if (cat.isError) return { data, error: cat.error, refetch: cat.retry };
  const productFailed = wantsProduct && productQuery.isError;
  return {
    data,
    error: productFailed ? productQuery.error : null,
    refetch: () => void productQuery.refetch(),
  };
}

function unique(ids: ProjectId[]): ProjectId[] {
  return [...new Set(ids)];
}
