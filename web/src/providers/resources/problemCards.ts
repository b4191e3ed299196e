/**
 * The resources of a problem card's dialog (spec 3 §7 "Problem-package service", issue 27 point 4):
 * - `package-issue-comments`: GET/POST/PUT/DELETE Aimban/Comment (filter.packageIssueId; a new comment may be a
 *   default comment, defaultCommentId, with text appended); an edit sends the version it was read at.
 * - `package-issue-attachments`: GET/POST/DELETE Aimban/Attachment (the file travels as base64, checked by the
 *   server's one upload intake).
 * A record's id is its commentId / attachmentId.
 */
import { A1, type ProblemAttachment, type ProblemComment } from '@a1/shared';
import { a1Call } from '../a1Client';
import { callOptions, type ResourceCalls } from './types';

const commentWithId = (comment: ProblemComment) => ({ ...comment, id: comment.commentId });
const attachmentWithId = (attachment: ProblemAttachment) => ({ ...attachment, id: attachment.attachmentId });
const cardOf = (filter: unknown) => {
  const id = Number((filter as { packageIssueId?: unknown } | undefined)?.packageIssueId);
  if (!id) throw new Error('A card’s comments and attachments need its packageIssueId.');
  return id;
};

export const packageIssueComments: ResourceCalls = {
  async getList(params) {
    const query = { packageIssueId: cardOf(params.filter) };
    const comments = await a1Call(A1.aimbanComments, { query }, callOptions(params));
    return { data: comments.map(commentWithId), total: comments.length };
  },
  async create(params) {
    const { packageIssueId, text, defaultCommentId } = params.data as {
      packageIssueId: number;
      text?: string;
      defaultCommentId?: number | null;
    };
    const body = { packageIssueId, text: text || undefined, defaultCommentId: defaultCommentId || undefined };
    return { data: commentWithId(await a1Call(A1.aimbanCommentCreate, { body }, callOptions(params))) };
  },
  async update(params) {
    const { text } = params.data as { text: string };
    const version = (params.previousData as ProblemComment).version;
    const body = { commentId: Number(params.id), text, version };
    return { data: commentWithId(await a1Call(A1.aimbanCommentUpdate, { body }, callOptions(params))) };
  },
  async delete(params) {
    await a1Call(A1.aimbanCommentDelete, { query: { commentId: Number(params.id) } }, callOptions(params));
    return { data: params.previousData ?? { id: params.id } };
  },
};

export const packageIssueAttachments: ResourceCalls = {
  async getList(params) {
    const query = { packageIssueId: cardOf(params.filter) };
    const attachments = await a1Call(A1.aimbanAttachments, { query }, callOptions(params));
    return { data: attachments.map(attachmentWithId), total: attachments.length };
  },
  async create(params) {
    const body = params.data as { packageIssueId: number; fileName: string; content: string };
    return { data: attachmentWithId(await a1Call(A1.aimbanAttachmentCreate, { body }, callOptions(params))) };
  },
  async delete(params) {
    await a1Call(A1.aimbanAttachmentDelete, { query: { attachmentId: Number(params.id) } }, callOptions(params));
    return { data: params.previousData ?? { id: params.id } };
  },
};
