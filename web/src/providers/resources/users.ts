/**
 * The users resource (spec 3 §6 security administration): the list is GET Security/User/All, one user GET
 * Security/User, a new one POST and a change PUT Security/User. A record's id is its appUserId; a change sends the
 * version the user was read at (previousData), so a save after someone else's answers 409 naming who and when.
 * The body holds the fields the contract's body schema names (the record carries names and dates besides).
 */
import { A1, UserCreate, UserUpdate, type AdminUser } from '@a1/shared';
import { writableFields } from '@a1/shared/contract/fields';
import { a1Call } from '../a1Client';
import { callOptions, type ResourceCalls } from './types';

const withId = (user: AdminUser) => ({ ...user, id: user.appUserId });

export const users: ResourceCalls = {
  async getList(params) {
    const all = await a1Call(A1.userAll, {}, callOptions(params));
    return { data: all.map(withId), total: all.length };
  },
  async getOne(params) {
    const user = await a1Call(A1.userGet, { query: { appUserId: Number(params.id) } }, callOptions(params));
    return { data: withId(user) };
  },
  async create(params) {
    const body = writableFields(UserCreate, params.data as Record<string, unknown>) as UserCreate;
    return { data: withId(await a1Call(A1.userCreate, { body }, callOptions(params))) };
  },
  async update(params) {
    const previous = params.previousData as Partial<AdminUser> | undefined;
    const body = {
      ...writableFields(UserUpdate, params.data as Record<string, unknown>),
      appUserId: Number(params.id),
      version: previous?.version,
    } as UserUpdate;
    return { data: withId(await a1Call(A1.userUpdate, { body }, callOptions(params))) };
  },
};
