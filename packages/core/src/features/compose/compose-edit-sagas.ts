import type { Status } from '@trumpet/api-client';
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { getEntity } from '../../store/entity-table';
import { toStoredError } from '../../store/errors';
import type { RootState } from '../../store/root-reducer';
import { editCompose, saveEditCompose, type EditLoaded } from './compose-edit-actions';
import { isComposePrivacy, type ComposeState } from './compose-state';
import { editParams, expiresInFrom } from './edit-params';

type KnownForm = Omit<EditLoaded, 'text' | 'spoilerText'>;

/** What the store knows of an own status to edit: all but its source text, or null when it is not loaded. */
function knownForm(state: RootState, statusId: string, now: number): KnownForm | null {
  const status = getEntity(state.statuses, statusId);
  if (!status || status.reblog !== null || status.account !== state.meta.me) return null;
  const poll = status.poll === null ? undefined : getEntity(state.polls, status.poll);
  return {
    statusId,
    privacy: isComposePrivacy(status.visibility) ? status.visibility : 'public',
    sensitive: status.sensitive,
    language: status.language,
    mediaAttachments: [...status.media_attachments],
    poll: poll ? { options: poll.options.map((option) => option.title), expiresIn: expiresInFrom(poll.expires_at, now), multiple: poll.multiple } : null,
  };
}

/** Fills the composer with an own status: its text and warning as written (GET /api/v1/statuses/:id/source). */
export function* editComposeSaga(action: PayloadAction<{ statusId: string }>) {
  const { statusId } = action.payload;
  const { api, now } = yield* services();
  const known = yield* select(knownForm, statusId, now().getTime());
  if (!known) return;
  try {
    const source = yield* call([api.statuses, api.statuses.source], statusId);
    yield* put(editCompose.success({ ...known, text: source.text, spoilerText: source.spoiler_text }));
  } catch (error) {
    yield* put(editCompose.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

/** PUT /api/v1/statuses/:id with the draft; the answer goes through the importer, so every view shows it. */
export function* saveEditSaga(compose: ComposeState, statusId: string) {
  const request = { statusId, params: editParams(compose) };
  yield* put(saveEditCompose.request(request));
  const { api } = yield* services();
  let status: Status;
  try {
    status = yield* call([api.statuses, api.statuses.edit], statusId, request.params);
    yield* importEntities({ statuses: [status] });
  } catch (error) {
    yield* put(saveEditCompose.fail({ request, error: toStoredError(error), skipAlert: false }));
    return;
  }
  yield* put(saveEditCompose.success({ statusId }));
}

export function* composeEditSaga() {
  yield* takeLatest(editCompose.request.type, editComposeSaga);
}
