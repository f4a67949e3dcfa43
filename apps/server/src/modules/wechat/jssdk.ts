import { createHash, randomBytes } from 'node:crypto';
import { jssdkSignatureBase } from '@tijian/domain';

/** WeChat JS-SDK config signature: sha1 over the ticket, a fresh noncestr, whole seconds and the page URL. */
export function signJssdk(ticket: string, url: string, now: Date, noncestr = randomBytes(8).toString('hex')) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signature = createHash('sha1')
    .update(jssdkSignatureBase({ ticket, noncestr, timestamp, url }))
    .digest('hex');
  return { timestamp, noncestr, signature };
}
