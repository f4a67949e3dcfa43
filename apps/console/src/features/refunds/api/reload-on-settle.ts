import { useQueryClient } from '@tanstack/react-query';
import { refundKeys } from './keys.ts';

/**
 * Every decision or desk refund reads the centre's refunds again, whether it went through or was
 * refused: a refusal is most often a request decided meanwhile, which then shows as it is now.
 */
export function useReloadRefunds(centreId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: refundKeys.ofCentre(centreId) });
}
