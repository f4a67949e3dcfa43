import type { FastifyInstance } from 'fastify';
import type { OperatorRole } from '../modules/operators/schema.ts';

let counter = 0;

/** A fresh operator with one role at one centre and a known password, not signed in. */
export async function staffAccount(
  app: FastifyInstance,
  input: { centreId: string; role: OperatorRole; name?: string },
): Promise<{ id: number; username: string; password: string }> {
  counter += 1;
  const username = `op-test-${counter}-${input.centreId}-${input.role}`;
  const password = `pw-${counter}-secret`;
  const id = await app.operators.ensure({
    username,
    name: input.name ?? `测试${input.role}${counter}`,
    password,
    centres: [{ centreId: input.centreId, role: input.role }],
  });
  return { id, username, password };
}

/** The password step of the operator login, as the console sends it: the whole envelope. */
export async function signIn(app: FastifyInstance, username: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/m/operator/login.json',
    payload: { username, password },
  });
  return res.json();
}

/**
 * A fresh operator with one role at one centre, logged in through the operator API: the token to send
 * as the x-operator-token header.
 */
export async function operatorToken(
  app: FastifyInstance,
  input: { centreId: string; role: OperatorRole },
): Promise<string> {
  const { username, password } = await staffAccount(app, input);
  const body = await signIn(app, username, password);
  if (body.error_code !== '000000') throw new Error(`operator login: ${body.error}`);
  return body.data.token as string;
}

export const operatorHeaders = (token: string) => ({ 'x-operator-token': token });

/** An operator API call with the token: the whole envelope. */
export async function operatorCall(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const res = await app.inject({
    method,
    url: `/m/operator/${url}`,
    headers: token === null ? {} : operatorHeaders(token),
    ...(payload === undefined ? {} : { payload }),
  });
  return res.json();
}
