import { requestEnvelope } from '../../../shared/http/index.ts';
import type { LoginResult } from './login.ts';

export interface PartnerLoginInput {
  platformUserCode: string;
  u: string;
  p: string;
}

export async function partnerLogin(input: PartnerLoginInput): Promise<LoginResult> {
  const envelope = await requestEnvelope<LoginResult>('/wx/2/user/user.json', {
    method: 'POST',
    body: { ...input },
    silent: true,
  });
  return {
    token: envelope.token ?? envelope.data.token,
    clientId: envelope.clientId ?? envelope.data.clientId,
    user: envelope.data?.user,
  };
}
