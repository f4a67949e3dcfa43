import { auth, type BodyInputOf, callEnvelope } from '@tijian/client';
import type { LoginResult } from '@tijian/contract';
import { sessionFrom } from './login.ts';

export type PartnerLoginInput = BodyInputOf<typeof auth.partnerLogin>;

export async function partnerLogin(input: PartnerLoginInput): Promise<LoginResult> {
  return sessionFrom(await callEnvelope(auth.partnerLogin, { body: input }, { silent: true }));
}
