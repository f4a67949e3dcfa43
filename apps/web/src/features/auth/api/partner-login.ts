import type { auth, BodyInputOf, LoginResult, LoginTopLevel } from '@tijian/contract';
import { requestEnvelope } from '@/shared/http/index.ts';
import { sessionFrom } from './login.ts';

export type PartnerLoginInput = BodyInputOf<typeof auth.partnerLogin>;

export async function partnerLogin(input: PartnerLoginInput): Promise<LoginResult> {
  const envelope = await requestEnvelope<LoginResult, LoginTopLevel>('/wx/2/user/user.json', {
    method: 'POST',
    body: { ...input },
    silent: true,
  });
  return sessionFrom(envelope);
}
