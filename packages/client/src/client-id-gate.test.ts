import { afterEach, describe, expect, it } from 'vitest';
import { withClientId } from './client-id-gate.ts';
import { getCookie, removeCookie, setCookie } from './cookies.ts';

afterEach(() => {
  removeCookie('clientId');
});

describe('withClientId', () => {
  it('lets the first call without a client id go alone and holds the others until its cookie arrives', async () => {
    const order: string[] = [];
    let answerFirst!: () => void;
    const first = withClientId(
      () =>
        new Promise<void>((resolve) => {
          order.push('first sent');
          answerFirst = () => {
            setCookie('clientId', 'abcdef123456');
            order.push('first answered');
            resolve();
          };
        }),
    );
    const second = withClientId(async () => {
      order.push(`second sent with ${getCookie('clientId') === 'abcdef123456' ? 'id' : 'no id'}`);
    });
    await Promise.resolve();
    expect(order).toEqual(['first sent']);
    answerFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first sent', 'first answered', 'second sent with id']);
  });

  it('sends at once when the client id is already known', async () => {
    setCookie('clientId', 'known12345678');
    let sent = false;
    await withClientId(async () => {
      sent = true;
    });
    expect(sent).toBe(true);
  });
});
