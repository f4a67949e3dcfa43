import { ErrorCode } from '@tijian/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { safeError } from '../security/safe-error.ts';
import { AppError } from './app-error.ts';
import { fail } from './envelope.ts';

/**
 * Every failure as the envelope: a business failure with its code and Chinese message, limits and
 * sizes with their HTTP status, the caller's own mistakes (malformed JSON, a wrong content type) as
 * param,invalid, and only a real fault as a 500, logged with the request id and never shown.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(error.statusCode).send(fail(error.code, error.message));
  }
  if (error.statusCode === 429) {
    const limited = error as unknown as { error_code?: string; error?: string };
    return reply
      .status(429)
      .send(fail(limited.error_code ?? ErrorCode.tooMany, limited.error ?? '请求过于频繁，请稍后再试'));
  }
  if (error.statusCode === 413) return reply.status(413).send(fail(ErrorCode.paramInvalid, '请求内容过大'));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.status(200).send(fail(ErrorCode.paramInvalid, '请求格式不正确'));
  }
  request.log.error({ err: safeError(error) }, 'unhandled error');
  return reply.status(500).send(fail(ErrorCode.systemError, '系统繁忙，请稍后再试'));
}
