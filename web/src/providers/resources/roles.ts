/**
 * The roles resource (spec 3 §6 security administration): the list is GET Security/Role with each role's user
 * count, a new role POST Security/Role?roleName=. A record's id is its roleId. A role's menu modules are not CRUD:
 * the roles screen reads and assigns them through their own calls.
 */
import { A1, type Role } from '@a1/shared';
import { a1Call } from '../a1Client';
import { callOptions, type ResourceCalls } from './types';

const withId = (role: Role) => ({ ...role, id: role.roleId });

export const roles: ResourceCalls = {
  async getList(params) {
    const all = await a1Call(A1.roleList, {}, callOptions(params));
    return { data: all.map(withId), total: all.length };
  },
  async create(params) {
    const roleName = String((params.data as { roleName?: unknown }).roleName ?? '').trim();
    return { data: withId(await a1Call(A1.roleCreate, { query: { roleName } }, callOptions(params))) };
  },
};
