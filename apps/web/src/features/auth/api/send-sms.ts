import { useMutation } from '@tanstack/react-query';
import type { auth, BodyInputOf, DataOf } from '@tijian/contract';
import { request } from '@/shared/http/index.ts';
import { getCookie } from '@/shared/lib/cookies.ts';

export interface SendSmsInput {
  mobilePhone: string;
  picValidateCode: string;
}

type SendSms = typeof auth.sendSmsCode;

export function sendSms({ mobilePhone, picValidateCode }: SendSmsInput): Promise<DataOf<SendSms>> {
  const clientId = getCookie('clientId') ?? undefined;
  return request<DataOf<SendSms>>('/wx/1/system/user.json', {
    method: 'POST',
    body: { _BIZCODE: '0002', mobilePhone, picValidateCode, clientId } satisfies BodyInputOf<SendSms>,
  });
}

export function useSendSms() {
  return useMutation({ mutationFn: sendSms });
}
