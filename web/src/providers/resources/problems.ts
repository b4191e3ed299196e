/**
 * The problem-package resources (spec 3 §7 "Problem-package service", issue 27):
 * - `package-issues`: the board's and grid's cards. A list is GET Aimban/Package with the filters (PackageFilters,
 *   tokens already resolved: see resources/problems/filters.ts); its groups, total and truncated travel in meta. One
 *   card is PackageExtraInfo's card. An update is one move (PUT PackageIssue: the lane, the neighbours it lands
 *   between, and the version it was read at); updateMany is PUT PackageIssuesLanes (move, assign or close up to 500
 *   in one transaction), with the versions in meta.versions. A record's id is its packageIssueId.
 * - `problem-filters`: the saved filters (GET and PUT Aimban/Filter; a delete is a PUT with deleted: true).
 */
import {
  A1,
  type NewPackageIssue,
  type PackageFilters,
  type PackageIssue,
  type PackageIssueMove,
  type SavedFilter,
} from '@a1/shared';
import { a1Call } from '../a1Client';
import { callOptions, type ResourceCalls } from './types';

const cardWithId = (card: PackageIssue) => ({ ...card, id: card.packageIssueId });
const filterWithId = (filter: SavedFilter) => ({ ...filter, id: filter.filterId });

type MoveData = Omit<PackageIssueMove, 'packageIssueId' | 'version'>;

export const packageIssues: ResourceCalls = {
  async getList(params) {
    const query = (params.filter ?? {}) as PackageFilters;
    const { cards, ...meta } = await a1Call(A1.aimbanPackages, { query }, callOptions(params));
    return { data: cards.map(cardWithId), total: cards.length, meta };
  },
  async getOne(params) {
    const query = { packageIssueId: Number(params.id) };
    const extra = await a1Call(A1.aimbanPackageExtraInfo, { query }, callOptions(params));
    return { data: cardWithId(extra.card), meta: extra };
  },
  async create(params) {
    const body = params.data as typeof NewPackageIssue.static;
    return { data: cardWithId(await a1Call(A1.aimbanPackageIssueCreate, { body }, callOptions(params))) };
  },
  async update(params) {
    const { laneId, previousId, nextId, agentId, issueId, categoryId, issueLevelId } = params.data as MoveData;
    const version = (params.previousData as PackageIssue).version;
    const body: PackageIssueMove = { packageIssueId: Number(params.id), version, laneId, previousId, nextId };
    if (agentId !== undefined) body.agentId = agentId;
    if (issueId !== undefined) body.issueId = issueId;
    if (categoryId !== undefined) body.categoryId = categoryId;
    if (issueLevelId !== undefined) body.issueLevelId = issueLevelId;
    return { data: cardWithId(await a1Call(A1.aimbanPackageIssueUpdate, { body }, callOptions(params))) };
  },
  async updateMany(params) {
    const versions = ((params.meta as { versions?: Record<number, number> } | undefined)?.versions ?? {}) as Record<
      number,
      number
    >;
    const { laneId, agentId, close } = params.data as { laneId?: number; agentId?: number | null; close?: boolean };
    const cards = params.ids.map((id) => ({ packageIssueId: Number(id), version: versions[Number(id)] }));
    const body = { cards, laneId, agentId, close };
    const saved = await a1Call(A1.aimbanPackageIssuesLanes, { body }, callOptions(params));
    return { data: saved.map((card) => card.packageIssueId) };
  },
};

export const problemFilters: ResourceCalls = {
  async getList(params) {
    const filters = await a1Call(A1.aimbanFilters, {}, callOptions(params));
    return { data: filters.map(filterWithId), total: filters.length };
  },
  async getOne(params) {
    const [filter] = await a1Call(A1.aimbanFilters, { query: { filterId: Number(params.id) } }, callOptions(params));
    return { data: filterWithId(filter) };
  },
  async create(params) {
    const { name, shared, criteria } = params.data as SavedFilter;
    const body = { filterId: null, name, shared, criteria };
    const saved = await a1Call(A1.aimbanFilterSave, { body }, callOptions(params));
    return { data: filterWithId(saved!) };
  },
  async update(params) {
    const { name, shared, criteria } = params.data as SavedFilter;
    const body = { filterId: Number(params.id), name, shared, criteria };
    const saved = await a1Call(A1.aimbanFilterSave, { body }, callOptions(params));
    return { data: filterWithId(saved!) };
  },
  async delete(params) {
    const previous = params.previousData as SavedFilter;
    const body = { filterId: Number(params.id), name: previous.name, shared: previous.shared, criteria: {} };
    await a1Call(A1.aimbanFilterSave, { body: { ...body, deleted: true } }, callOptions(params));
    return { data: params.previousData ?? { id: params.id } };
  },
};
