/**
 * Registers a route from its contract entry (design §4): the entry's schemas validate the input and type the
 * handler through the TypeBox type provider, its permission is enforced by auth/permission-guard.ts, its payload
 * key wraps the answer in the A1 envelope, and its summary documents it at /api/docs. A list answer carries at most
 * LIST_MAX_ROWS rows; a whole list may stream (http/streamed.ts).
 *
 *   route(app, A1.jobList, ({ query }) => listJobs(db, query));
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  areaOf,
  envelope,
  payloadKeyOf,
  type CallBody,
  type CallExtra,
  type CallQuery,
  type CallResult,
  type CallSpec,
  LIST_MAX_ROWS,
  LIST_MESSAGES,
  PUBLIC_BODY_LIMIT_BYTES,
} from '@a1/shared';
import type { SessionUser } from '../auth/sessions.ts';
import { envelopeResponse } from './schemas.ts';
import { A1Error } from './errors.ts';
import { checkAnswer } from './answer-check.ts';
import { sendStreamed, Streamed } from './streamed.ts';

/** What a handler receives: the validated input, typed from the entry, and the caller. */
export interface CallContext<C extends CallSpec> {
  query: CallQuery<C>;
  body: CallBody<C>;
  /** The signed-in caller; on a public call there is none. */
  user: C['permission']['kind'] extends 'public' ? undefined : SessionUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** An answer with keys beside the payload (e.g. ExportToExcel's `queued`). */
export class WithExtra<P, X> {
  constructor(
    readonly payload: P,
    readonly extra: X,
  ) {}
}

type Answer<C extends CallSpec> =
  | CallResult<C>
  | WithExtra<CallResult<C>, CallExtra<C>>
  | (CallResult<C> extends object ? Streamed<CallResult<C>> : never);

/**
 * The row cap of every list answer (LIST_MAX_ROWS): a payload that is, or holds, an array longer than the cap is
 * refused with a message asking for a narrower filter. Streamed lists check their count before the first byte.
 */
export function refuseOverCap(payload: unknown): void {
  const arrays = Array.isArray(payload)
    ? [payload]
    : payload && typeof payload === 'object'
      ? Object.values(payload).filter(Array.isArray)
      : [];
  for (const rows of arrays) if (rows.length > LIST_MAX_ROWS) throw new A1Error(400, LIST_MESSAGES.tooManyRows);
}
export type CallHandler<C extends CallSpec> = C['stream'] extends true
  ? (context: CallContext<C>) => void
  : (context: CallContext<C>) => Promise<Answer<C>> | Answer<C>;

function describe(entry: CallSpec): string | undefined {
  const notes = [
    entry.permission.kind === 'menu'
      ? `Permission: one of the menu routes ${entry.permission.routes.join(', ')}.`
      : entry.permission.kind === 'check'
        ? `Permission: the ${entry.permission.name} check.`
        : `Permission: ${entry.permission.kind} (${entry.permission.why})`,
    entry.ours ? `Our choice (the spec does not show it): ${entry.ours}` : '',
  ];
  return notes.filter(Boolean).join('\n\n');
}

const serializeAnswer = (answer: unknown): string => JSON.stringify(answer);

export function route<const C extends CallSpec>(app: FastifyInstance, entry: C, handler: CallHandler<C>): void {
  const key = payloadKeyOf(entry);
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: entry.method,
    url: entry.path,
    config: { a1Call: entry },
    // The envelope is open (its payload key holds any JSON), so its schema compiles to JSON.stringify of the payload
    // inside a concatenated frame; one JSON.stringify of the whole answer writes it flat, where that frame had to be
    // copied again to be measured and compressed (a job's 285 KB of package rows: 0.2 ms and 570 KB more, issue 25).
    serializerCompiler: () => serializeAnswer,
    // Before sign-in, small bodies only (issue 23 point 6; http/body-parser.ts reads this limit).
    ...(entry.permission.kind === 'public' ? { bodyLimit: PUBLIC_BODY_LIMIT_BYTES } : {}),
    schema: {
      tags: [areaOf(entry)],
      summary: entry.summary,
      description: describe(entry),
      ...(entry.query ? { querystring: entry.query } : {}),
      ...(entry.body ? { body: entry.body } : {}),
      ...(entry.stream ? {} : { response: { 200: envelopeResponse(`{ ${key}: … }`) } }),
    },
    handler: async (request, reply) => {
      // The one bridge from Fastify's inferred request to the entry's types: the schemas just validated them,
      // and the auth hook set the user on every call that is not public.
      const context = {
        query: request.query,
        body: request.body,
        user: request.sessionUser,
        request,
        reply,
      } as unknown as CallContext<C>;
      if (entry.stream) {
        (handler as (context: CallContext<C>) => void)(context);
        return reply;
      }
      const answer = await (handler as (context: CallContext<C>) => Promise<Answer<C>>)(context);
      if (answer instanceof Streamed) return sendStreamed(request, reply, answer.readable(key));
      if (answer instanceof WithExtra) {
        refuseOverCap(answer.payload);
        checkAnswer(entry, answer.payload);
        return { ...envelope(answer.payload, 200, 'OK', key), ...(answer.extra as object) };
      }
      refuseOverCap(answer);
      checkAnswer(entry, answer);
      return envelope(answer, 200, 'OK', key);
    },
  });
}
