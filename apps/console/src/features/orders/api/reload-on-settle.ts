import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from './keys.ts';

/**
 * Every change to an order reads the centre's lists again, whether it went through or was refused: a
 * refusal is most often a stale screen (another desk acted first), which then shows what is true now
 * instead of being written over.
 */
export function reloadOrdersOf(queryClient: QueryClient, centreId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: orderKeys.ofCentre(centreId) });
}

export function useReloadOrders(centreId: string) {
  const queryClient = useQueryClient();
  return () => reloadOrdersOf(queryClient, centreId);
}
