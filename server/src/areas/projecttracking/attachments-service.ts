/**
 * KanbanBoard/Attachment: the files of a card (its ticket's files), a feature or a project, kept by the one
 * attachments service (areas/shared/attachments.ts); this file reads the Kanban calls' ids and shapes the answers.
 */
import type { Attachment } from '@a1/shared/contract/projecttracking';
import type { SessionUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { A1Error } from '../../http/errors.ts';
import type { Editor } from '../../auth/record-owner.ts';
import * as store from '../shared/attachments.ts';

const asKanbanFile = (r: store.AttachmentRow): Attachment => ({
  attachmentId: r.id,
  sprintId: r.ownerKind === 'Feature' ? r.ownerId : null,
  cardId: r.ownerKind === 'Ticket' ? r.ownerId : null,
  projectId: r.ownerKind === 'Project' ? r.ownerId : null,
  fileName: r.fileName,
  contentType: r.contentType,
  size: r.size,
  createdBy: r.createdBy,
  createdOn: r.createdOn,
});

/** The owner a Kanban call names: the card if it names one, else the feature, else the project. */
function ownerOf(q: { cardId?: number | null; sprintId?: number | null; projectId?: number | null }) {
  if (q.cardId) return { kind: 'Ticket', id: q.cardId } as const;
  if (q.sprintId) return { kind: 'Feature', id: q.sprintId } as const;
  if (q.projectId) return { kind: 'Project', id: q.projectId } as const;
  return null;
}

export async function listAttachments(
  db: Db,
  q: { cardId?: number; projectId?: number; sprintId?: number },
): Promise<Attachment[]> {
  const owner = ownerOf(q);
  return owner ? (await store.listAttachments(db, owner, 'newest')).map(asKanbanFile) : [];
}

export async function createAttachment(
  db: Db,
  user: SessionUser,
  body: {
    fileName: string;
    content: string;
    cardID?: number | null;
    projectID?: number | null;
    sprintId?: number | null;
  },
): Promise<Attachment> {
  const owner = ownerOf({ cardId: body.cardID, sprintId: body.sprintId, projectId: body.projectID });
  if (!owner) throw new A1Error(400, 'An attachment needs a cardID or a projectID.');
  return asKanbanFile(await store.addAttachment(db, user, owner, body));
}

/** Deleted by its author or an administrator only (403 for anyone else); 0 when there is no such attachment. */
export const deleteAttachment = async (db: Db, editor: Editor, id: number): Promise<number> =>
  Number(await store.deleteAttachment(db, editor, id));

export const attachmentFile = (db: Db, id: number) => store.attachmentFile(db, id);
