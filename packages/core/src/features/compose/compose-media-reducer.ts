import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { changeUploadCompose, composeUploadRemoved, uploadMedia, uploadMediaProgress } from './compose-actions';
import { markEdited, type ComposeState } from './compose-state';

/** isUploading and uploadProgress from the uploads in flight (to be called on an immer draft). */
function settleProgress(draft: ComposeState): void {
  const loaded = draft.pendingUploads.reduce((sum, upload) => sum + upload.loaded, 0);
  const total = draft.pendingUploads.reduce((sum, upload) => sum + upload.total, 0);
  draft.isUploading = draft.pendingUploads.length > 0;
  draft.uploadProgress = total > 0 ? Math.min(1, loaded / total) : 0;
}

// SPEC §4 Compose media rules; Mastodon's reducers/compose.js appendMedia, removeMedia, COMPOSE_UPLOAD_*.
export function composeMediaReducer(state: ComposeState, action: UnknownAction): ComposeState {
  if (uploadMedia.request.match(action)) {
    const { uploadId, size } = action.payload;
    return produce(state, (draft) => {
      draft.pendingUploads.push({ id: uploadId, loaded: 0, total: size });
      settleProgress(draft);
    });
  }
  if (uploadMediaProgress.match(action)) {
    const { uploadId, loaded, total } = action.payload;
    if (!state.pendingUploads.some((upload) => upload.id === uploadId)) return state;
    return produce(state, (draft) => {
      const upload = draft.pendingUploads.find((pending) => pending.id === uploadId);
      if (upload) Object.assign(upload, { loaded, total });
      settleProgress(draft);
    });
  }
  if (uploadMedia.success.match(action)) {
    const { uploadId, media } = action.payload;
    return produce(state, (draft) => {
      draft.pendingUploads = draft.pendingUploads.filter((upload) => upload.id !== uploadId);
      settleProgress(draft);
      // SPEC §4: "The first media sets sensitive if default_sensitive or the spoiler is on."
      if (draft.mediaAttachments.length === 0 && (draft.defaultSensitive || draft.spoiler)) draft.sensitive = true;
      draft.mediaAttachments.push(media);
      markEdited(draft);
    });
  }
  if (uploadMedia.fail.match(action)) {
    const { uploadId } = action.payload.request;
    return produce(state, (draft) => {
      draft.pendingUploads = draft.pendingUploads.filter((upload) => upload.id !== uploadId);
      settleProgress(draft);
    });
  }
  if (composeUploadRemoved.match(action)) {
    if (!state.mediaAttachments.some((media) => media.id === action.payload.id)) return state;
    return produce(state, (draft) => {
      draft.mediaAttachments = draft.mediaAttachments.filter((media) => media.id !== action.payload.id);
      // SPEC §4: "Removing the last media clears sensitive."
      if (draft.mediaAttachments.length === 0) draft.sensitive = false;
      markEdited(draft);
    });
  }
  if (changeUploadCompose.request.match(action)) {
    return state.isChangingUpload ? state : { ...state, isChangingUpload: true };
  }
  if (changeUploadCompose.success.match(action)) {
    const { media } = action.payload;
    return produce(state, (draft) => {
      draft.isChangingUpload = false;
      const index = draft.mediaAttachments.findIndex((attached) => attached.id === media.id);
      if (index !== -1) draft.mediaAttachments[index] = media;
    });
  }
  if (changeUploadCompose.fail.match(action)) {
    return state.isChangingUpload ? { ...state, isChangingUpload: false } : state;
  }
  return state;
}
