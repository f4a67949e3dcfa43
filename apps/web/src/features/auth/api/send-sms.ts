import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { getCookie } from '../../../shared/lib/cookies.ts';

export interface SendSmsInput {
  mobilePhone: string;
  picValidateCode: string;
}

export function sendSms({ mobilePhone, picValidateCode }: SendSmsInput): Promise<{ countdown: number }> {
  return request<{ countdown: number }>('/wx/1/system/user.json', {
    method: 'POST',
    body: { _BIZCODE: '0002', mobilePhone, picValidateCode, clientId: getCookie('clientId') },
  });
}

export function useSendSms() {
  return useMutation({ mutationFn: sendSms });
}
