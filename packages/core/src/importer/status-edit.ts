import type { StatusEdit } from '@trumpet/api-client';
import type { SanitizeHtml } from '../store/context';
import { escapeHtml } from '../text/plain-text';
import { emojify } from './emojify';

/** One revision of a status as the edit history shows it, its HTML sanitised. */
export interface StatusEditRecord {
  createdAt: string;
  accountId: string;
  contentHtml: string;
  spoilerText: string;
  spoilerHtml: string;
  sensitive: boolean;
  /** The poll's option titles in this revision, or null without a poll. */
  pollOptions: string[] | null;
  media: { id: string; type: string; description: string }[];
}

/** A revision from GET /api/v1/statuses/:id/history, through the same sanitiser as every status. */
export function normalizeStatusEdit(edit: StatusEdit, sanitize: SanitizeHtml): StatusEditRecord {
  return {
    createdAt: edit.created_at,
    accountId: edit.account.id,
    contentHtml: sanitize(emojify(edit.content, edit.emojis)),
    spoilerText: edit.spoiler_text,
    spoilerHtml: sanitize(emojify(escapeHtml(edit.spoiler_text), edit.emojis)),
    sensitive: edit.sensitive,
    pollOptions: edit.poll ? edit.poll.options.map((option) => option.title) : null,
    media: edit.media_attachments.map((media) => ({ id: media.id, type: media.type, description: media.description ?? '' })),
  };
}
