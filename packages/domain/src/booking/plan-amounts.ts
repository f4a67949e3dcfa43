// How a priced plan feeds payableTotal, written once for the submit screen and the server. The
// consumables are charged one way or the other, never both: as material items, or at a centre with a
// material-fee item (00-77) as that one fee (spec 9's "+ material fee for centre 00-77").
import type { CatalogueIndex } from '../catalogue/catalogue-index.ts';
import type { PriceSummary } from '../catalogue/pricing.ts';
import { type Fen, fen } from '../money.ts';

export interface PlanAmounts {
  /** the items after package discount and rules, without the consumables */
  itemsTotal: Fen;
  /** the consumables as items (0 at a centre that charges them as one fee) */
  materialItemsTotal: Fen;
  /** the consumables as the centre's one fee item (0 elsewhere) */
  materialFee: Fen;
}

export function planAmounts(ix: CatalogueIndex, summary: PriceSummary): PlanAmounts {
  const itemsTotal = fen(Math.max(0, summary.priceTotal - summary.materialPrice));
  const asFee = ix.catalogue.materialFeeProjectId !== null;
  return {
    itemsTotal,
    materialItemsTotal: asFee ? fen(0) : summary.materialPrice,
    materialFee: asFee ? summary.materialPrice : fen(0),
  };
}
