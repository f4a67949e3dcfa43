import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyInputOf, call, reports } from '@tijian/client';
import { reloadOrdersOf } from '@/features/orders/index.ts';

export type PublishReportBody = BodyInputOf<typeof reports.operatorPublishReport>;

export function publishReport(body: PublishReportBody) {
  return call(reports.operatorPublishReport, { body });
}

/** Publishing moves the order on (待领取报告): the centre's lists are read again, published or refused. */
export function usePublishReport(centreId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishReport, onSettled: () => reloadOrdersOf(queryClient, centreId) });
}
