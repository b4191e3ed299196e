/** The shape of one resource's table in the dataProvider: which A1 call serves each react-admin method. */
import type {
  CreateParams,
  CreateResult,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { HttpError } from 'react-admin';
import type { A1CallOptions } from '../a1Client';

/** A method left out is not mapped: react-admin's call rejects, saying so. */
export interface ResourceCalls {
  getList?(params: GetListParams): Promise<GetListResult>;
  getOne?(params: GetOneParams): Promise<GetOneResult>;
  getMany?(params: GetManyParams): Promise<GetManyResult>;
  getManyReference?(params: GetManyReferenceParams): Promise<GetManyReferenceResult>;
  create?(params: CreateParams): Promise<CreateResult>;
  update?(params: UpdateParams): Promise<UpdateResult>;
  updateMany?(params: UpdateManyParams): Promise<UpdateManyResult>;
  delete?(params: DeleteParams): Promise<DeleteResult>;
  deleteMany?(params: DeleteManyParams): Promise<DeleteManyResult>;
}

/** A caller's call options travel in react-admin's `meta` (e.g. `meta: { handles: [409] }`), the signal beside it. */
export const callOptions = (params: { meta?: A1CallOptions; signal?: AbortSignal }): A1CallOptions => ({
  quiet: params.meta?.quiet,
  handles: params.meta?.handles,
  signal: params.signal,
});

/** A record as A1 answers it: without the `id` its resource adds for react-admin (a form keeps A1's own key). */
export function withoutId<T extends object>(record: T & { id?: unknown }): Omit<T, 'id'> {
  const { id: _id, ...fields } = record;
  return fields;
}

/**
 * A refusal that concerns one field (e.g. 409: the number is taken), as react-admin's server-side validation has
 * it: an HttpError whose body.errors names the field, which CreateBase's and EditBase's save hand to the form, so
 * the message shows on that field. Any other error passes unchanged.
 */
export function onField(error: unknown, status: number, field: string): unknown {
  if (!(error instanceof HttpError) || error.status !== status) return error;
  const body = (error.body ?? {}) as object;
  return new HttpError(error.message, status, { ...body, errors: { [field]: error.message } });
}
