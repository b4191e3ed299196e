/**
 * Records have owners (issue 23): a comment, a timesheet entry or an attachment is changed or deleted by the person
 * who wrote it (its createdBy) or by an administrator (the isAdmin role check); anyone else gets 403. A change
 * records who made it and when (modifiedBy, modifiedOn).
 */
import type { FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@a1/shared';
import type { Db } from '../db/client.ts';
import { A1Error } from '../http/errors.ts';
import { userHasCheck } from './menu-permissions.ts';
import type { SessionUser } from './sessions.ts';

/** Who changes a record; whether an administrator is asked only when they are not its author. */
export interface Editor {
  userId: number;
  email: string;
  fullName: string;
  isAdmin: () => Promise<boolean>;
}

export const editorOf = (db: Db, request: FastifyRequest, user: SessionUser): Editor => ({
  userId: user.userId,
  email: user.email,
  fullName: user.fullName,
  isAdmin: () => userHasCheck(db, request, user.userId, 'isAdmin'),
});

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * 403 unless the editor wrote the record (`createdBy`) or is an administrator. `what` names it ("comment"). Call it
 * before a write's transaction, never inside one: the administrator check reads through the pool, and PGlite's single
 * connection would wait for the transaction that waits for it.
 */
export async function requireAuthor(editor: Editor, createdBy: string, what: string): Promise<void> {
  if (sameEmail(createdBy, editor.email)) return;
  if (await editor.isAdmin()) return;
  throw new A1Error(403, SERVER_MESSAGES.notAuthor(what, createdBy));
}

/** The columns a change sets: who and when. */
export const modifiedBy = (editor: Pick<Editor, 'email'>) => ({ modifiedBy: editor.email, modifiedOn: new Date() });
