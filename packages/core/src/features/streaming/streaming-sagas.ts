import type { Status, StreamingClient, StreamingEvent, StreamParams } from '@trumpet/api-client';
import { buffers, eventChannel, type EventChannel, type Task } from 'redux-saga';
import { call, cancel, delay, flush, fork, put, select, spawn, take } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import { services } from '../../store/context';
import { waitForRateLimit } from '../../store/wait-for-rate-limit';
import { expandNotifications, notificationReceived } from '../notifications/notifications-actions';
import { statusesRemoved } from '../statuses/status-actions';
import { expandTimeline, timelineConnected, timelineDisconnected, timelineUpdate, type TagParams } from '../timelines/timelines-actions';
import { selectReblogIdsOf } from '../timelines/timelines-selectors';
import type { TimelineName } from '../timelines/timelines-state';
import { sessionExpired } from '../session/session-actions';
import { selectSessionExpired } from '../session/session-selectors';
import { announcementDeleteStreamed, announcementReactionStreamed, announcementStreamed } from '../announcements/announcements-early-actions';
import { keepTimelineSnapshot } from '../offline/offline-sagas';
import { conversationReceived, filtersChanged, streamingStarted, streamingStopped, type StreamingStartedPayload } from './streaming-actions';

/** SPEC §9 "Streaming reconnect: random up to 40 s, then 20 to 40 s" (Mastodon actions/streaming.js). */
export const POLL_FIRST_UP_TO_MS = 40_000;
export const POLL_EVERY_MIN_MS = 20_000;
export const POLL_EVERY_JITTER_MS = 20_000;

type StreamMessage = { kind: 'event'; event: StreamingEvent } | { kind: 'connected' } | { kind: 'disconnected' };

/** The client's callbacks for a timeline's streams, as a channel; closing it unsubscribes and removes the listeners. */
function streamChannel(client: StreamingClient, streams: readonly StreamParams[]): EventChannel<StreamMessage> {
  return eventChannel<StreamMessage>((emit) => {
    const onConnected = (): void => emit({ kind: 'connected' });
    const onDisconnected = (): void => emit({ kind: 'disconnected' });
    client.on('connected', onConnected).on('reconnected', onConnected).on('disconnected', onDisconnected);
    const subscriptions = streams.map((stream) => client.subscribe(stream, (event) => emit({ kind: 'event', event })));
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      client.off('connected', onConnected).off('reconnected', onConnected).off('disconnected', onDisconnected);
    };
    // Kept while the saga waits for a frame (a hidden tab's frames are slowed, never stopped: see nextFrame).
  }, buffers.expanding<StreamMessage>(64));
}

/** The extra streams of a hashtag column (one per `any` tag). */
function streamsOf(stream: StreamParams, tags: TagParams): StreamParams[] {
  if (stream.stream !== 'hashtag' && stream.stream !== 'hashtag:local') return [stream];
  return [stream, ...(tags.any ?? []).map((tag) => ({ stream: stream.stream, tag }))];
}

// Mastodon features/hashtag_timeline/index.jsx _subscribe: every `all` tag and no `none` tag.
function acceptsTags(status: Status, tags: TagParams): boolean {
  const names = new Set(status.tags.map((tag) => tag.name.toLowerCase()));
  return (tags.all ?? []).every((tag) => names.has(tag.toLowerCase())) && !(tags.none ?? []).some((tag) => names.has(tag.toLowerCase()));
}

/** Streamed statuses, oldest first: imported together, then each goes on top in turn. */
function* handleUpdates(timeline: TimelineName, tags: TagParams, statuses: readonly Status[]) {
  const accepted = statuses.filter((status) => acceptsTags(status, tags));
  if (accepted.length === 0) return;
  yield* importEntities({ statuses: accepted });
  for (const status of accepted) yield* put(timelineUpdate({ timeline, statusId: status.id }));
  // What is read offline follows what arrives live (newest first).
  yield* spawn(keepTimelineSnapshot, timeline, [...accepted].reverse(), true);
}

function* handleEvent(timeline: TimelineName, tags: TagParams, event: StreamingEvent) {
  switch (event.type) {
    case 'update':
      yield* handleUpdates(timeline, tags, [event.status]);
      return;
    case 'status.update':
      yield* importEntities({ statuses: [event.status] });
      return;
    case 'delete': {
      const reblogIds = yield* select(selectReblogIdsOf, [event.id]);
      yield* put(statusesRemoved({ ids: [event.id, ...reblogIds] }));
      return;
    }
    case 'notification':
      yield* put(notificationReceived({ notification: event.notification }));
      return;
    case 'conversation':
      if (event.conversation.last_status) yield* importEntities({ statuses: [event.conversation.last_status] });
      yield* put(conversationReceived({ conversation: event.conversation }));
      return;
    case 'filters_changed':
      yield* put(filtersChanged());
      return;
    // Accepted notification requests joined the list: read it again.
    case 'notifications_merged':
      yield* put(expandNotifications.request({}));
      return;
    case 'announcement':
      yield* put(announcementStreamed({ announcement: event.announcement }));
      return;
    case 'announcement.reaction':
      yield* put(announcementReactionStreamed({ reaction: event.reaction }));
      return;
    case 'announcement.delete':
      yield* put(announcementDeleteStreamed({ id: event.id }));
      return;
    default:
      return;
  }
}

function* refetch(timeline: TimelineName, isUserStream: boolean) {
  yield* put(expandTimeline.request({ timeline }));
  if (isUserStream) yield* put(expandNotifications.request({}));
}

/** While the user stream is down: home and notifications, first after up to 40 s, then every 20 to 40 s. */
function* pollWhileDisconnected(timeline: TimelineName) {
  const { random } = yield* services();
  yield* delay(random() * POLL_FIRST_UP_TO_MS);
  for (;;) {
    yield* waitForRateLimit();
    yield* refetch(timeline, true);
    yield* delay(POLL_EVERY_MIN_MS + random() * POLL_EVERY_JITTER_MS);
  }
}

/** Runs of streamed statuses together, everything else one by one, in the order they came. */
function runsOf(messages: readonly StreamMessage[]): (Status[] | StreamMessage)[] {
  const runs: (Status[] | StreamMessage)[] = [];
  for (const message of messages) {
    const last = runs[runs.length - 1];
    if (message.kind === 'event' && message.event.type === 'update') {
      if (Array.isArray(last)) last.push(message.event.status);
      else runs.push([message.event.status]);
    } else {
      runs.push(message);
    }
  }
  return runs;
}

function* streamTimeline(client: StreamingClient, { timeline, stream, tags = {} }: StreamingStartedPayload) {
  const isUserStream = stream.stream === 'user';
  const { nextFrame } = yield* services();
  const channel = yield* call(streamChannel, client, streamsOf(stream, tags));
  let polling: Task | null = null;
  try {
    // `connected` fires once per client: a timeline started on an open socket is online at once.
    if (client.state === 'open') yield* put(timelineConnected({ timeline }));
    for (;;) {
      const first = yield* take(channel);
      // What arrives before the next frame goes into the store with it: one render for a burst (issue #17).
      yield* call(nextFrame);
      const rest = yield* flush(channel);
      for (const run of runsOf([first, ...rest])) {
        if (Array.isArray(run)) {
          yield* handleUpdates(timeline, tags, run);
        } else if (run.kind === 'event') {
          yield* handleEvent(timeline, tags, run.event);
        } else if (run.kind === 'disconnected') {
          yield* put(timelineDisconnected({ timeline }));
          if (isUserStream && polling === null) polling = yield* fork(pollWhileDisconnected, timeline);
        } else {
          if (polling !== null) {
            yield* cancel(polling);
            polling = null;
          }
          yield* put(timelineConnected({ timeline }));
          yield* refetch(timeline, isUserStream);
        }
      }
    }
  } finally {
    channel.close();
  }
}

/**
 * SPEC §4 Streaming: one client per store, opened on the first streamed timeline and closed with the
 * store, or when the session expires: a revoked token must not keep reconnecting (nor polling).
 */
export function* streamingSaga() {
  const { streaming } = yield* services();
  if (streaming === null) return;
  let client: StreamingClient | null = null;
  const running = new Map<TimelineName, Task>();
  try {
    for (;;) {
      const action = yield* take([streamingStarted.type, streamingStopped.type, sessionExpired.type]);
      if (sessionExpired.match(action)) {
        for (const task of running.values()) yield* cancel(task);
        running.clear();
        client?.close();
        client = null;
        continue;
      }
      if (streamingStarted.match(action)) {
        const { timeline } = action.payload;
        if (running.has(timeline) || (yield* select(selectSessionExpired))) continue;
        client ??= streaming();
        running.set(timeline, yield* fork(streamTimeline, client, action.payload));
      } else if (streamingStopped.match(action)) {
        const task = running.get(action.payload.timeline);
        running.delete(action.payload.timeline);
        if (task) yield* cancel(task);
      }
    }
  } finally {
    client?.close();
  }
}
