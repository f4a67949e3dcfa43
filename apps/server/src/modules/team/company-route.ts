// A company (HR) call: the company group's hook checked the operator's session and that they administer
// a company; this names the company the call acts on (one of theirs, else not found), runs it and
// writes its audit row (refusals too), under the company's centre.
import type { AuditAction, Endpoint } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { type Answer, type RouteInput, route } from '../../http/route.ts';
import type { CompanyAdmin } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the company group's hook on routes whose contract says auth: 'company'. */
    companyAdmin: CompanyAdmin | undefined;
  }
}

export interface CompanyAction<E extends Endpoint> {
  action: AuditAction;
  /** the company the call names; absent: the administrator's own list */
  companyId?: (input: RouteInput<E>) => number;
  /** what of the request the audit row keeps (default: query and body as sent) */
  detail?: (input: RouteInput<E>) => Record<string, unknown>;
}

export function companyRoute<const E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  spec: CompanyAction<E>,
  handler: (input: RouteInput<E>, admin: CompanyAdmin) => Promise<Answer<E>>,
): void {
  if (e.auth !== 'company') throw new Error(`${e.id}: a company route needs auth: 'company'`);
  route(app, e, async (input) => {
    const admin = input.request.companyAdmin!;
    const companyId = spec.companyId?.(input) ?? null;
    const company =
      companyId === null ? null : await app.team.admin.own(admin.operator.id, companyId).catch(() => null);
    const write = (outcome?: string) => {
      const record = e.method === 'GET' ? app.operators.auditRead : app.operators.audit;
      return record({
        operatorId: admin.operator.id,
        centreId: company?.centreId ?? null,
        action: spec.action,
        targetType: 'company',
        targetId: companyId === null ? String(admin.operator.id) : String(companyId),
        detail: spec.detail?.(input) ?? { query: input.query ?? null, body: input.body ?? null },
        ...(outcome === undefined ? {} : { outcome }),
      });
    };
    try {
      const answer = await handler(input, admin);
      await write();
      return answer;
    } catch (error) {
      await write(error instanceof AppError ? error.message : 'error').catch(() => undefined);
      throw error;
    }
  });
}
