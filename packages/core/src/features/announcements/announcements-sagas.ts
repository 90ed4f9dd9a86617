import { createAnnouncementsResource, type Announcement } from '@trumpet/api-client';
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { emojify } from '../../importer/emojify';
import type { PayloadAction } from '../../store/actions';
import { services, type SanitizeHtml } from '../../store/context';
import { resource } from '../../store/resource';
import { toStoredError } from '../../store/errors';
import { selectCustomEmojis } from '../custom-emojis/custom-emojis-selectors';
import {
  addAnnouncementReaction,
  announcementReactionUpdated,
  announcementUpdated,
  dismissAnnouncement,
  fetchAnnouncements,
  removeAnnouncementReaction,
  type AnnouncementReactionRequest,
} from './announcements-actions';
import type { AnnouncementRecord } from './announcements-state';
import { announcementReactionStreamed, announcementStreamed } from './announcements-early-actions';

export function announcementRecord(announcement: Announcement, sanitize: SanitizeHtml): AnnouncementRecord {
  const { content, ...rest } = announcement;
  return { ...rest, contentHtml: sanitize(emojify(content, announcement.emojis)) };
}

function* fetchSaga() {
  const { sanitize } = yield* services();
  const announcementsApi = yield* resource(createAnnouncementsResource);
  try {
    const list = yield* call([announcementsApi, announcementsApi.list], { with_dismissed: true });
    yield* put(fetchAnnouncements.success({ items: list.map((announcement) => announcementRecord(announcement, sanitize)) }));
  } catch (error) {
    // Servers without announcements (404) and failures alike leave the panel away: nothing to alert about.
    yield* put(fetchAnnouncements.fail({ request: undefined, error: toStoredError(error), skipAlert: true }));
  }
}

function* dismissSaga(action: PayloadAction<{ id: string }>) {
  const announcementsApi = yield* resource(createAnnouncementsResource);
  try {
    yield* call([announcementsApi, announcementsApi.dismiss], action.payload.id);
    yield* put(dismissAnnouncement.success(action.payload));
  } catch (error) {
    yield* put(dismissAnnouncement.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

function* addReactionSaga(action: PayloadAction<AnnouncementReactionRequest>) {
  const announcementsApi = yield* resource(createAnnouncementsResource);
  try {
    yield* call([announcementsApi, announcementsApi.addReaction], action.payload.id, action.payload.name);
    yield* put(addAnnouncementReaction.success(action.payload));
  } catch (error) {
    yield* put(addAnnouncementReaction.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

function* removeReactionSaga(action: PayloadAction<AnnouncementReactionRequest>) {
  const announcementsApi = yield* resource(createAnnouncementsResource);
  try {
    yield* call([announcementsApi, announcementsApi.removeReaction], action.payload.id, action.payload.name);
    yield* put(removeAnnouncementReaction.success(action.payload));
  } catch (error) {
    yield* put(removeAnnouncementReaction.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

function* streamedSaga(action: ReturnType<typeof announcementStreamed>) {
  const { sanitize } = yield* services();
  yield* put(announcementUpdated({ announcement: announcementRecord(action.payload.announcement, sanitize) }));
}

// A reaction new to the announcement may be a custom emoji: its image is the server's emoji list's.
function* reactionStreamedSaga(action: ReturnType<typeof announcementReactionStreamed>) {
  const { announcement_id: id, name, count } = action.payload.reaction;
  const emoji = (yield* select(selectCustomEmojis)).find((candidate) => candidate.shortcode === name);
  yield* put(announcementReactionUpdated({ id, name, count, url: emoji?.url ?? null }));
}

export function* announcementsSaga() {
  yield* takeLatest(fetchAnnouncements.request.type, fetchSaga);
  yield* takeEvery(dismissAnnouncement.request.type, dismissSaga);
  yield* takeEvery(addAnnouncementReaction.request.type, addReactionSaga);
  yield* takeEvery(removeAnnouncementReaction.request.type, removeReactionSaga);
  yield* takeEvery(announcementStreamed.type, streamedSaga);
  yield* takeEvery(announcementReactionStreamed.type, reactionStreamedSaga);
}
