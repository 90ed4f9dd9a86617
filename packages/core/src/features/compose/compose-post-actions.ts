import type { CreateStatusParams, Visibility } from '@trumpet/api-client';
import { createAction, createAsyncActions } from '../../store/actions';

/** Post the draft, if it may be posted (SPEC §5); otherwise nothing happens. */
export const submitCompose = createAction('compose/SUBMIT');
export interface PostComposeSuccess {
  statusId: string;
  visibility: Visibility;
  inReplyToId: string | null;
}
/** POST /api/v1/statuses; SUCCESS comes after the status went through the importer. */
export const postCompose = createAsyncActions<{ idempotencyKey: string; params: CreateStatusParams }, PostComposeSuccess>('compose/POST');
