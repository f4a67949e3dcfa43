import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyInputOf, call, communication } from '@tijian/client';
import { communicationKeys } from './communication-keys.ts';
import type { Message } from './get-thread.ts';

export type SendMessageBody = BodyInputOf<typeof communication.sendMessage>;

export function sendMessage(body: SendMessageBody): Promise<Message> {
  return call(communication.sendMessage, { body });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (_message, body) => {
      void queryClient.invalidateQueries({ queryKey: communicationKeys.thread(body.threadId) });
      void queryClient.invalidateQueries({ queryKey: communicationKeys.lists() });
      // The consultation page reads its thread through the centre's key.
      void queryClient.invalidateQueries({ queryKey: communicationKeys.centreThreads() });
    },
  });
}
