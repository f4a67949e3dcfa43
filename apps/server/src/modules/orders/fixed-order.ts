// An order whose price another module decided (a team order: the company's terms), made ready for
// booking: the plan re-checked against the centre's catalogue, its lines as any order keeps them, and
// the figures given. The caller owns the price; this file owns what an order row holds.
import {
  checkedIds,
  type Fen,
  fen,
  initialOrderStatus,
  type PayType,
  type Plan,
  type Product,
  priceSummary,
  validatePlan,
} from '@tijian/domain';
import { invalid } from '../../http/app-error.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import { OrderMessages } from './messages.ts';
import { orderLines } from './order-lines.ts';
import type { PreparedOrder, PricedCart } from './prepare-order.ts';
import type { OrderInvoice } from './schema.ts';

export interface FixedOrderInput {
  userId: number;
  key: string;
  now: Date;
  examinee: PricedCart['examinee'];
  centre: { id: string; name: string };
  product: Product;
  /** items checked beyond the package (the package's own are the plan's base) */
  chosen: string[];
  /** the whole order's worth (the company's part and the person's) */
  total: Fen;
  /** what the person pays (online or at the centre) */
  payable: Fen;
  payType: PayType;
  /** the paper invoice asked for, already checked against the caller's offer (invoiceOf) */
  invoice?: OrderInvoice | null;
}

export function createFixedOrders(deps: { catalogue: Pick<CatalogueService, 'centreCatalogue'> }) {
  return async function prepareFixed(input: FixedOrderInput): Promise<PreparedOrder> {
    const c = await deps.catalogue.centreCatalogue(input.centre.id);
    const { product } = input;
    const base = product.packageProjects.map((p) => p.projectId);
    const inBase = new Set(base);
    const chosen = [...new Set(input.chosen)].filter((id) => !inBase.has(id));
    const plan: Plan = {
      productId: product.id,
      base,
      chosen,
      deleted: [],
      excludedBy: {},
      replaced: {},
      history: [...base, ...chosen],
    };
    const problem = validatePlan(c.index, plan, { product })[0];
    if (problem) throw invalid(problem.message);
    const checked = checkedIds(c.index, plan);
    if (checked.length === 0) throw invalid(OrderMessages.emptyPlan);
    const summary = priceSummary(c.index, plan, { product });
    const zero = fen(0);
    return {
      userId: input.userId,
      key: input.key,
      now: input.now,
      examinee: input.examinee,
      centre: input.centre,
      plan,
      product,
      checked,
      summary,
      lines: orderLines({ ix: c.index, plan, product, checked, summary, services: [], coupon: null }),
      breakdown: {
        itemsTotal: input.total,
        couponDiscount: zero,
        servicesTotal: zero,
        materialFee: zero,
        materialItemsTotal: zero,
        cardDue: input.payable,
        cardDebits: [],
        cardTotal: zero,
        payable: input.payable,
      },
      coupon: null,
      cardNos: [],
      services: [],
      status: initialOrderStatus({
        quick: false,
        review: false,
        payType: input.payType,
        payable: input.payable,
      }),
      review: false,
      invoice: input.invoice ?? null,
    };
  };
}
