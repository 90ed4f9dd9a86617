import type { EditStatusParams, MediaAttachment } from '@trumpet/api-client';
import { createAction, createAsyncActions } from '../../store/actions';
import type { ComposePoll, ComposePrivacy } from './compose-state';

/** The form of an own status to edit: its source text and warning, and what the server keeps of it. */
export interface EditLoaded {
  statusId: string;
  text: string;
  spoilerText: string;
  privacy: ComposePrivacy;
  sensitive: boolean;
  language: string | null;
  mediaAttachments: MediaAttachment[];
  poll: ComposePoll | null;
}

/** Edit an own status in the composer: GET /api/v1/statuses/:id/source, then the form is filled. */
export const editCompose = createAsyncActions<{ statusId: string }, EditLoaded>('compose/EDIT');
/** Leave edit mode: the form goes back to what it held before. */
export const composeEditCancelled = createAction('compose/EDIT_CANCEL');
/** PUT /api/v1/statuses/:id; SUCCESS comes after the status as it now stands went through the importer. */
export const saveEditCompose = createAsyncActions<{ statusId: string; params: EditStatusParams }, { statusId: string }>('compose/EDIT_SAVE');
