import { useMutation } from '@tanstack/react-query';
import { auth, call, type DataOf, getCookie } from '@tijian/client';

export interface SendSmsInput {
  mobilePhone: string;
  picValidateCode: string;
}

export function sendSms({
  mobilePhone,
  picValidateCode,
}: SendSmsInput): Promise<DataOf<typeof auth.sendSmsCode>> {
  const clientId = getCookie('clientId') ?? undefined;
  return call(auth.sendSmsCode, { body: { _BIZCODE: '0002', mobilePhone, picValidateCode, clientId } });
}

export function useSendSms() {
  return useMutation({ mutationFn: sendSms });
}
