/**
 * The dataProvider (design §2): maps each resource's react-admin methods onto A1 calls through a table per
 * resource (providers/resources/, loaded on the first such call); a method a resource does not map rejects, saying
 * so. A1's calls that are not CRUD are the typed custom methods `call` (the payload), `callEnvelope` (the whole
 * envelope), `callRaw` (for the login screens, which show failures themselves) and `stream` (server-sent events),
 * as in Atomic CRM. React code reaches them through react-admin's useDataProvider (see useA1), whose proxy hands
 * every rejection to the authProvider's checkError, so a 401 signs out; modules outside React import this object.
 */
import type { DataProvider } from 'react-admin';
import type { CallEnvelope, CallResult, CallSpec } from '@a1/shared';
import { a1Call, a1CallEnvelope, a1CallRaw, a1Download, a1Stream, type A1RawAnswer, type CallArgs } from './a1Client';
import type { ResourceCalls } from './resources/types';

export type { A1CallOptions, A1RawAnswer, CallArgs } from './a1Client';

/**
 * The tables load on the first CRUD call (their own chunk): they import their areas' contracts (the `A1` table of
 * every call), which the sign-in page, loading this module, would otherwise carry. A method is a promise anyway.
 */
async function table(resource: string): Promise<ResourceCalls> {
  const { RESOURCES } = await import('./resources/index');
  return Object.hasOwn(RESOURCES, resource) ? RESOURCES[resource] : {};
}

const unmapped = (resource: string, method: keyof ResourceCalls) =>
  Promise.reject(new Error(`No A1 call is mapped for ${method} of resource "${resource}".`));

export interface A1DataProvider extends DataProvider {
  call<C extends CallSpec>(entry: C, ...args: CallArgs<C>): Promise<CallResult<C>>;
  callEnvelope<C extends CallSpec>(entry: C, ...args: CallArgs<C>): Promise<CallEnvelope<C>>;
  callRaw<C extends CallSpec>(entry: C, ...args: CallArgs<C>): Promise<A1RawAnswer<C>>;
  stream(entry: CallSpec & { stream: true }, signal: AbortSignal): Promise<Response>;
  download(entry: CallSpec & { stream: true }, query: object): Promise<Blob>;
}

export const dataProvider: A1DataProvider = {
  supportAbortSignal: true,
  getList: async (resource, params) => (await table(resource)).getList?.(params) ?? unmapped(resource, 'getList'),
  getOne: async (resource, params) => (await table(resource)).getOne?.(params) ?? unmapped(resource, 'getOne'),
  getMany: async (resource, params) => (await table(resource)).getMany?.(params) ?? unmapped(resource, 'getMany'),
  getManyReference: async (resource, params) =>
    (await table(resource)).getManyReference?.(params) ?? unmapped(resource, 'getManyReference'),
  create: async (resource, params) => (await table(resource)).create?.(params) ?? unmapped(resource, 'create'),
  update: async (resource, params) => (await table(resource)).update?.(params) ?? unmapped(resource, 'update'),
  updateMany: async (resource, params) =>
    (await table(resource)).updateMany?.(params) ?? unmapped(resource, 'updateMany'),
  delete: async (resource, params) => (await table(resource)).delete?.(params) ?? unmapped(resource, 'delete'),
  deleteMany: async (resource, params) =>
    (await table(resource)).deleteMany?.(params) ?? unmapped(resource, 'deleteMany'),
  call: a1Call,
  callEnvelope: a1CallEnvelope,
  callRaw: a1CallRaw,
  stream: a1Stream,
  download: a1Download,
};
