// Test helpers: an order taken through the centre's desk on its exam day (checked in, and examined if
// asked), the way staff do it through the operator API, the test clock moved to that day meanwhile.
import { expect } from 'vitest';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import type { TestServer } from '../../test/test-server.ts';

/** Runs `run` at 09:00 Shanghai on `date`, and puts the clock back afterwards. */
export async function onDay<T>(server: TestServer, date: string, run: () => Promise<T>): Promise<T> {
  const shift = Date.parse(`${date}T09:00:00+08:00`) - server.clock.now().getTime();
  server.clock.advance(shift);
  try {
    return await run();
  } finally {
    server.clock.advance(-shift);
  }
}

/** Checks the order in on its exam day and, with `examine`, marks the exam done (待分析报告). */
export async function throughDesk(
  server: TestServer,
  order: { orderId: number; orderNo: string; date: string; centreId?: string },
  opts: { examine: boolean },
): Promise<void> {
  await onDay(server, order.date, async () => {
    // A session lasts a working day: the desk logs in on the day itself.
    const desk = await operatorToken(server.app, { centreId: order.centreId ?? '00-1', role: 'desk' });
    const post = async (url: string, payload: object) =>
      (await server.app.inject({ method: 'POST', url, headers: operatorHeaders(desk), payload })).json();
    const checkedIn = await post('/m/operator/orders/check-in.json', { orderNo: order.orderNo });
    expect(checkedIn.error_code, checkedIn.error).toBe('000000');
    if (opts.examine) {
      const examined = await post('/m/operator/orders/examined.json', { orderId: order.orderId });
      expect(examined.error_code, examined.error).toBe('000000');
    }
  });
}
