import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderChanged } from '@/features/order/index.ts';
import { confirmDialog, showToast } from '@/shared/ui/feedback.ts';
import { cancelOrder } from '../api/orders.ts';
import { orderCopy } from '../copy.ts';

/** Cancelling asks first; the server decides (a paid order is refused with its message, as a toast). */
export function useCancelOrder() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: cancelOrder,
    onSuccess: async (order) => {
      showToast(orderCopy.cancelled);
      await orderChanged(client, order);
    },
  });
  return {
    pending: mutation.isPending,
    async cancel(orderId: number) {
      if (!(await confirmDialog(orderCopy.cancelConfirm))) return;
      // The HTTP layer has already shown a refusal as a toast; nothing else to do here.
      await mutation.mutateAsync(orderId).catch(() => undefined);
    },
  };
}
