/**
 * The package-notes resource (spec 3 §7 "Package search", issue 25): a package's notes are GET Package/Notes
 * (filter.packageId), added, edited and deleted through POST, PUT and DELETE Search/PackageSearch/PackageNote. A
 * record's id is its noteId; the package travels in the record (create, update), in previousData (delete), or in
 * meta.packageId (getOne: there is no call for one note, so it is read from its package's notes).
 */
import { A1, type PackageNote } from '@a1/shared';
import { HttpError } from 'react-admin';
import { a1Call } from '../a1Client';
import { callOptions, type ResourceCalls } from './types';

const withId = (note: PackageNote) => ({ ...note, id: note.noteId });
const packageOf = (...sources: Array<{ packageId?: unknown } | undefined>): number => {
  const found = sources.find((s) => s?.packageId !== undefined)?.packageId;
  if (found === undefined) throw new Error('A package note call needs its packageId.');
  return Number(found);
};

export const packageNotes: ResourceCalls = {
  async getList(params) {
    const packageId = packageOf(params.filter as { packageId?: unknown });
    const notes = await a1Call(A1.packageNotes, { query: { packageId } }, callOptions(params));
    return { data: notes.map(withId), total: notes.length };
  },
  async getOne(params) {
    const packageId = packageOf(params.meta as { packageId?: unknown });
    const notes = await a1Call(A1.packageNotes, { query: { packageId } }, callOptions(params));
    const note = notes.find((n) => n.noteId === Number(params.id));
    if (!note) throw new HttpError(`Note ${String(params.id)} of package ${packageId} was not found.`, 404);
    return { data: withId(note) };
  },
  async create(params) {
    const data = params.data as { packageId?: unknown; note: string };
    const body = { packageId: packageOf(data), note: data.note };
    return { data: withId(await a1Call(A1.packageNoteCreate, { body }, callOptions(params))) };
  },
  async update(params) {
    const data = params.data as { packageId?: unknown; note: string };
    const body = {
      packageId: packageOf(data, params.previousData, params.meta),
      noteId: Number(params.id),
      note: data.note,
    };
    return { data: withId(await a1Call(A1.packageNoteUpdate, { body }, callOptions(params))) };
  },
  async delete(params) {
    const packageId = packageOf(params.previousData, params.meta);
    await a1Call(A1.packageNoteDelete, { query: { packageId, noteId: Number(params.id) } }, callOptions(params));
    return { data: params.previousData ?? { id: params.id } };
  },
};
