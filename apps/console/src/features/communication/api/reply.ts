import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyInputOf, call, communication } from '@tijian/client';
import { communicationKeys } from './keys.ts';

export type ReplyBody = BodyInputOf<typeof communication.operatorReply>;

export function reply(body: ReplyBody) {
  return call(communication.operatorReply, { body });
}

/** A reply; the thread and the list are read again to show it and the counts it moved. */
export function useReply(centreId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reply,
    onSuccess: (_message, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communicationKeys.thread(centreId, body.threadId) }),
        queryClient.invalidateQueries({ queryKey: communicationKeys.list(centreId) }),
      ]),
  });
}
