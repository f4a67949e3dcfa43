import type { OrderHistoryEntry, OrderReview } from '@tijian/contract';
import {
  type CatalogueIndex,
  checkedIds,
  type FastingWindow,
  ORDER_STATUS_MEANINGS,
  ORDER_STATUS_NAMES,
  type OrderAction,
  preparationNotes,
} from '@tijian/domain';
import { userActionsOf } from './order-facts.ts';
import type { OrderItemRow, OrderRow } from './repository.ts';
import type { orderStatusHistory } from './schema.ts';

type HistoryRow = typeof orderStatusHistory.$inferSelect;

/** The order detail's fields about what happened since booking and what comes next. */
export interface OrderProgress {
  statusMeaning: string;
  actions: OrderAction[];
  checkIn: { code: string; validOn: string; checkedInAt: string | null };
  review: OrderReview;
  history: OrderHistoryEntry[];
  preparation: string[];
}

/**
 * The doctor's decision as the person reads it. A refusal closes the order in the same update that
 * records the decision, and a closed order never changes again, so "closed at the instant it was
 * reviewed" tells a refusal from an approved order that closed later (unpaid, or nobody came).
 */
export function reviewStateOf(
  row: Pick<OrderRow, 'needsReview' | 'status' | 'reviewedAt' | 'updatedAt'>,
): OrderReview['state'] {
  if (row.status === 'order_pending') return 'pending';
  if (row.reviewedAt === null) return 'none';
  const refused = row.status === 'order_closed' && row.updatedAt.getTime() === row.reviewedAt.getTime();
  return refused ? 'refused' : 'approved';
}

export function orderProgress(
  row: OrderRow,
  items: readonly OrderItemRow[],
  history: readonly HistoryRow[],
  index: CatalogueIndex | null,
  /** the centre's fasting window, named in the fasting note */
  fasting: FastingWindow | null = null,
): OrderProgress {
  return {
    statusMeaning: ORDER_STATUS_MEANINGS[row.status],
    actions: userActionsOf(row),
    checkIn: {
      code: row.orderNo,
      validOn: row.examDate,
      checkedInAt: row.checkedInAt?.toISOString() ?? null,
    },
    review: {
      state: reviewStateOf(row),
      note: row.reviewNote,
      proposedItems: row.reviewPlan && index ? namedItems(index, row.reviewPlan) : null,
    },
    history: history.map((h) => ({
      status: h.toStatus,
      statusName: ORDER_STATUS_NAMES[h.toStatus],
      at: h.at.toISOString(),
      note: h.note,
    })),
    preparation: preparationOf(items, index, fasting),
  };
}

/** Examination items only; the catalogue's tags when it still lists the item, the booked fasting flag otherwise. */
function preparationOf(
  items: readonly OrderItemRow[],
  index: CatalogueIndex | null,
  fasting: FastingWindow | null,
): string[] {
  return preparationNotes(
    items
      .filter((i) => i.kind !== 'material' && i.kind !== 'service')
      .map((i) => {
        const project = index?.projects.get(i.projectId);
        return {
          fastingCheck: project?.fastingCheck ?? (i.fasting === 1 ? 1 : 0),
          examTags: project?.examTags ?? [],
        };
      }),
    fasting,
  );
}

function namedItems(index: CatalogueIndex, plan: NonNullable<OrderRow['reviewPlan']>) {
  return checkedIds(index, plan).map((projectId) => ({
    projectId,
    item: index.projects.get(projectId)?.item ?? projectId,
  }));
}
