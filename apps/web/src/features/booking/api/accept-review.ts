import { call, type DataOf, orderChanges } from '@tijian/client';

/** Takes the plan the reviewing doctor proposed (re-priced by the server as an edit of the items). */
export function acceptReview(orderId: number): Promise<DataOf<typeof orderChanges.acceptReviewPlan>> {
  return call(orderChanges.acceptReviewPlan, { body: { orderId } });
}
