import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyInputOf, call, communication } from '@tijian/client';
import { communicationKeys } from './communication-keys.ts';
import type { ThreadDetail } from './get-thread.ts';

export type StartThreadBody = BodyInputOf<typeof communication.startThread>;

/** Refusals (a centre without online communication, a picture not accepted) are shown as a toast. */
export function startThread(body: StartThreadBody): Promise<ThreadDetail> {
  return call(communication.startThread, { body });
}

export function useStartThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startThread,
    onSuccess: (thread) => {
      queryClient.setQueryData(communicationKeys.thread(thread.id), thread);
      void queryClient.invalidateQueries({ queryKey: communicationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: communicationKeys.centre(thread.sysCenterId) });
    },
  });
}
