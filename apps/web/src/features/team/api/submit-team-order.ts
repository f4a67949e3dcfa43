import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyInputOf, call, team } from '@tijian/client';
import type { team as contract } from '@tijian/contract';
import { teamKeys } from './team-keys.ts';

export type SubmitTeamOrderBody = BodyInputOf<typeof team.submitTeamOrder>;
export type SubmitTeamOrderResult = contract.SubmitTeamOrderResult;

/** Books the place. A refusal is shown on the page as the server words it, not also as a toast. */
export function submitTeamOrder(body: SubmitTeamOrderBody) {
  return call(team.submitTeamOrder, { body }, { silent: true });
}

export function useSubmitTeamOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTeamOrder,
    // Booked or refused, the places left, the place's state and the orders have moved. Not waited
    // for: the refreshed place answers booked, and the screen must first go on to pay or 预约成功.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
