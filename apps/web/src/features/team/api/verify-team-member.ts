import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyInputOf, call, team } from '@tijian/client';
import { teamKeys } from './team-keys.ts';

export type TeamProof = BodyInputOf<typeof team.verifyTeamMember>;

/**
 * Links the roster place to the account. A refusal (not on the roster, too many tries, claimed
 * elsewhere) is the page's own message, shown as the server words it, not also a toast.
 */
export function verifyTeamMember(body: TeamProof) {
  return call(team.verifyTeamMember, { body }, { silent: true });
}

export function useVerifyTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.memberships() }),
  });
}
