import type { FastifyInstance } from 'fastify';
import type { OperatorRole } from '../modules/operators/schema.ts';

let counter = 0;

/**
 * A fresh operator with one role at one centre, logged in through the operator API: the token to send
 * as the x-operator-token header.
 */
export async function operatorToken(
  app: FastifyInstance,
  input: { centreId: string; role: OperatorRole },
): Promise<string> {
  counter += 1;
  const username = `op-test-${counter}-${input.centreId}-${input.role}`;
  const password = `pw-${counter}-secret`;
  await app.operators.ensure({
    username,
    name: `测试${input.role}${counter}`,
    password,
    centres: [{ centreId: input.centreId, role: input.role }],
  });
  const res = await app.inject({
    method: 'POST',
    url: '/m/operator/login.json',
    payload: { username, password },
  });
  const body = res.json();
  if (body.error_code !== '000000') throw new Error(`operator login: ${body.error}`);
  return body.data.token as string;
}

export const operatorHeaders = (token: string) => ({ 'x-operator-token': token });
