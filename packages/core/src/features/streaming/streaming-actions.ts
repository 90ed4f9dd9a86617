import type { Conversation, StreamParams } from '@trumpet/api-client';
import { createAction } from '../../store/actions';
import type { TagParams } from '../timelines/timelines-actions';
import type { TimelineName } from '../timelines/timelines-state';

export interface StreamingStartedPayload {
  timeline: TimelineName;
  stream: StreamParams;
  /** A hashtag column's extra tags: `any` are streamed too, `all` and `none` filter the updates. */
  tags?: TagParams;
}

/** SPEC §4 Streaming: an open timeline starts streaming (the user stream feeds home and notifications). */
export const streamingStarted = createAction<StreamingStartedPayload>('streaming/STARTED');
/** The timeline closed: its subscription and any polling stop. */
export const streamingStopped = createAction<{ timeline: TimelineName }>('streaming/STOPPED');
/** A direct conversation from the stream (its last status is imported; the conversations list is a later issue). */
export const conversationReceived = createAction<{ conversation: Conversation }>('streaming/CONVERSATION_RECEIVED');
/** The user's filters changed on the server (refetching them is a later issue). */
export const filtersChanged = createAction('streaming/FILTERS_CHANGED');
