import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, team } from '@tijian/client';
import { teamKeys } from './team-keys.ts';
import type { TeamProof } from './verify-team-member.ts';

/**
 * 团检查询: the place and its orders found by the same proof as the validation; the server links the
 * place to the account too. A refusal is the page's own message.
 */
export function searchTeamOrder(body: TeamProof) {
  return call(team.searchTeamOrder, { body }, { silent: true });
}

export function useSearchTeamOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: searchTeamOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
