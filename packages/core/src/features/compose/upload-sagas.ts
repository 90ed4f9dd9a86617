import { createMediaResource, type UploadProgress } from '@trumpet/api-client';
import { buffers, channel, type Channel } from 'redux-saga';
import { all, call, fork, put, select, take, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '../../store/actions';
import { services, type CoreServices } from '../../store/context';
import { resource } from '../../store/resource';
import { toStoredError } from '../../store/errors';
import { DEFAULT_ALERT } from '../alerts/alert-for-failure';
import { alertShown, type AlertMessageId } from '../alerts/alerts-actions';
import { changeUploadCompose, uploadCompose, uploadMedia, uploadMediaProgress, type ChangeUploadRequest } from './compose-actions';
import { selectCompose } from './compose-selectors';
import { cutTo, MAX_MEDIA_ATTACHMENTS, MEDIA_DESCRIPTION_MAX, type ComposeState } from './compose-state';
import { focusParam } from './edit-params';

/** SPEC §8. */
export const UPLOAD_LIMIT_ERROR = 'File upload limit exceeded.';
export const UPLOAD_POLL_ERROR = 'File upload not allowed with polls.';

function uploadRefusal(compose: ComposeState, files: number): { message: string; id: AlertMessageId } | null {
  if (compose.mediaAttachments.length + compose.pendingUploads.length + files > MAX_MEDIA_ATTACHMENTS) return { message: UPLOAD_LIMIT_ERROR, id: 'alert.upload_limit' };
  if (compose.poll !== null) return { message: UPLOAD_POLL_ERROR, id: 'alert.upload_poll' };
  return null;
}

const fileName = (file: Blob): string | undefined =>
  'name' in file && typeof file.name === 'string' && file.name.length > 0 ? file.name : undefined;

/** The prepared file, or the original when preparing fails (SPEC §5 "If resizing fails, the original is sent"). */
async function prepared(prepare: CoreServices['prepareUpload'], file: Blob): Promise<Blob> {
  try {
    return await prepare(file);
  } catch {
    return file;
  }
}

function* forwardProgress(progress: Channel<UploadProgress>, uploadId: string) {
  for (;;) {
    const { loaded, total } = yield* take(progress);
    yield* put(uploadMediaProgress({ uploadId, loaded, total }));
  }
}

let uploads = 0;

/** One file: prepared, then POST /api/v2/media (waiting for processing), with progress. The attachment's id, or null. */
function* uploadFile(file: Blob) {
  uploads += 1;
  const request = { uploadId: `upload-${uploads}`, size: file.size };
  yield* put(uploadMedia.request(request));
  const { prepareUpload } = yield* services();
  const mediaApi = yield* resource(createMediaResource);
  const progress = channel<UploadProgress>(buffers.sliding(1));
  yield* fork(forwardProgress, progress, request.uploadId);
  try {
    const ready = yield* call(prepared, prepareUpload, file);
    const media = yield* call([mediaApi, mediaApi.uploadAndWait], { file: ready, filename: fileName(file) }, {
      onProgress: (sent: UploadProgress) => progress.put(sent),
    });
    yield* put(uploadMedia.success({ uploadId: request.uploadId, media }));
    return media.id;
  } catch (error) {
    yield* put(uploadMedia.fail({ request, error: toStoredError(error), skipAlert: false }));
    return null;
  } finally {
    progress.close();
  }
}

/** SPEC §5 Attachments and §8; Mastodon's actions/compose.js uploadCompose. The files upload side by side. */
export function* uploadComposeSaga(action: PayloadAction<{ files: readonly Blob[] }>) {
  const { files } = action.payload;
  const refusal = uploadRefusal(yield* select(selectCompose), files.length);
  if (refusal !== null) {
    // The alert says why, in the words of SPEC §8, rather than the generic one a stored error would get.
    yield* put(uploadCompose.fail({ request: action.payload, error: { kind: 'unexpected', message: refusal.message, status: null }, skipAlert: true }));
    yield* put(alertShown({ title: DEFAULT_ALERT.title, message: { id: refusal.id } }));
    return;
  }
  const ids = yield* all(files.map((file) => call(uploadFile, file)));
  yield* put(uploadCompose.success({ mediaIds: ids.filter((id): id is string => id !== null) }));
}

/** PUT /api/v1/media/:id with the description (at most 420 characters) or the focal point. */
export function* changeUploadSaga(action: PayloadAction<ChangeUploadRequest>) {
  const { id, description, focus } = action.payload;
  const params = {
    ...(description !== undefined ? { description: cutTo(description, MEDIA_DESCRIPTION_MAX) } : {}),
    ...(focus !== undefined ? { focus: focusParam(focus) } : {}),
  };
  const compose = yield* select(selectCompose);
  const attached = compose.mediaAttachments.find((media) => media.id === id);
  if (compose.editingId !== null && attached) {
    // While editing, Mastodon takes the change with the edit (`media_attributes[]`): it is kept in the draft.
    const meta = attached.meta ?? { original: null, small: null, focus: null };
    yield* put(
      changeUploadCompose.success({
        media: {
          ...attached,
          ...(params.description !== undefined ? { description: params.description } : {}),
          ...(focus !== undefined ? { meta: { ...meta, focus } } : {}),
        },
      }),
    );
    return;
  }
  const mediaApi = yield* resource(createMediaResource);
  try {
    const media = yield* call([mediaApi, mediaApi.update], id, params);
    yield* put(changeUploadCompose.success({ media }));
  } catch (error) {
    yield* put(changeUploadCompose.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

export function* composeUploadsSaga() {
  yield* takeEvery(uploadCompose.request.type, uploadComposeSaga);
  yield* takeEvery(changeUploadCompose.request.type, changeUploadSaga);
}
