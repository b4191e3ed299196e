/** Every failure answers the A1 envelope with a message a person can act on; never a stack trace. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorEnvelope, SERVER_MESSAGES } from '@a1/shared';
import { HTTP_LINK_PATTERN, OPTIONAL_HTTP_LINK_PATTERN } from '@a1/shared/rules/ticket-writes/index';
import { databaseFailure } from './database-errors.ts';

const LINK_PATTERNS = new Set([HTTP_LINK_PATTERN, OPTIONAL_HTTP_LINK_PATTERN]);

/** A failure the caller can act on: its message is shown as is. */
export class A1Error extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns a schema failure into a sentence naming the field, e.g. "username is required". */
export function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const parts = issues.slice(0, 3).map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (issue.keyword === 'required') {
      const field = [path, String(issue.params.missingProperty)].filter(Boolean).join('.');
      return `${field} is required`;
    }
    if (issue.keyword === 'additionalProperties')
      return `${String(issue.params.additionalProperty)} is not a known field`;
    const field = path || (context === 'body' ? 'the request body' : (context ?? 'the request'));
    // A link pattern's failure in words, not the regular expression.
    if (issue.keyword === 'pattern' && LINK_PATTERNS.has(String(issue.params.pattern)))
      return `${field} ${SERVER_MESSAGES.httpLinkOnly}`;
    return `${field} ${issue.message ?? 'is not valid'}`;
  });
  return `Invalid ${context ?? 'request'}: ${parts.join('; ')}.`;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
    if (error.validation) {
      return reply
        .code(400)
        .send(errorEnvelope(400, describeValidation(error.validation as ValidationIssue[], error.validationContext)));
    }
    if (error instanceof A1Error)
      return reply.code(error.statusCode).send(errorEnvelope(error.statusCode, error.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large) are already plain sentences.
      return reply.code(status).send(errorEnvelope(status, error.message));
    }
    const unavailable = databaseFailure(error);
    if (unavailable) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(errorEnvelope(503, unavailable));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorEnvelope(500, SERVER_MESSAGES.internal));
  });
}
