import type { Instance } from '../context';
import { ownsList } from '../db/repositories/lists';
import { scopeCovers } from '../http/scopes';

/** Who is connected: streaming always needs a signed-in account. */
export interface Viewer {
  accountId: string;
  scopes: readonly string[];
}

/** What a subscription delivers, which decides the filters applied to it. */
export type StreamKind = 'user' | 'notifications' | 'public' | 'hashtag' | 'list' | 'direct';

export interface ResolvedStream {
  /** The `stream` array of every frame of this subscription, e.g. `['hashtag', 'Foo']`. */
  frameStream: string[];
  kind: StreamKind;
  /** Hub channels (see hub.ts) this subscription listens to. */
  channels: string[];
  /** One subscription per key: subscribing again is a no-op, as in Mastodon. */
  key: string;
  /** `public:remote` streams listen to the public channels and keep only remote authors. */
  remoteOnly?: boolean;
  listId?: string;
}

export interface StreamError {
  error: string;
  status: number;
}

export const isStreamError = (value: ResolvedStream | StreamError): value is StreamError => 'error' in value;

export interface StreamParams {
  tag?: string;
  list?: string;
}

// The scope each non-public stream needs (streaming/index.js checkScopes); public and hashtag streams need none.
const PRIVATE_STREAM_SCOPES: Record<string, string> = {
  user: 'read:statuses',
  'user:notification': 'read:notifications',
  direct: 'read:statuses',
  list: 'read:statuses',
};

const PUBLIC_CHANNELS: Record<string, { channel: string; remoteOnly?: boolean }> = {
  public: { channel: 'timeline:public' },
  'public:media': { channel: 'timeline:public:media' },
  'public:local': { channel: 'timeline:public:local' },
  'public:local:media': { channel: 'timeline:public:local:media' },
  'public:remote': { channel: 'timeline:public', remoteOnly: true },
  'public:remote:media': { channel: 'timeline:public:media', remoteOnly: true },
};

/** As Mastodon normalises a tag for its Redis channel: without `#`, lower case. */
export const normalizeTag = (tag: string): string => tag.replace(/^#/, '').normalize('NFKC').toLowerCase();

/**
 * A stream name and its params as hub channels, or the error Mastodon's streaming server answers.
 * https://docs.joinmastodon.org/methods/streaming/#streams and mastodon/streaming/index.js channelNameToIds
 */
export function resolveStream(instance: Instance, viewer: Viewer, name: string | undefined, params: StreamParams): ResolvedStream | StreamError {
  if (name === undefined || name === '') return { error: 'Unknown stream type', status: 400 };
  const scope = PRIVATE_STREAM_SCOPES[name];
  if (scope && !scopeCovers(viewer.scopes, scope)) return { error: 'Access token does not have the required scopes', status: 401 };
  const id = viewer.accountId;
  const publicChannel = PUBLIC_CHANNELS[name];
  if (publicChannel) {
    return { frameStream: [name], kind: 'public', channels: [publicChannel.channel], key: name, remoteOnly: publicChannel.remoteOnly };
  }
  switch (name) {
    case 'user':
      return { frameStream: ['user'], kind: 'user', channels: [`timeline:${id}`], key: 'user' };
    case 'user:notification':
      return { frameStream: ['user:notification'], kind: 'notifications', channels: [`timeline:${id}`], key: 'user:notification' };
    case 'direct':
      return { frameStream: ['direct'], kind: 'direct', channels: [`timeline:direct:${id}`], key: 'direct' };
    case 'hashtag':
    case 'hashtag:local': {
      const tag = params.tag?.trim();
      if (!tag || normalizeTag(tag) === '') return { error: 'Missing tag name parameter', status: 400 };
      const channel = `timeline:hashtag:${normalizeTag(tag)}${name === 'hashtag:local' ? ':local' : ''}`;
      return { frameStream: [name, tag], kind: 'hashtag', channels: [channel], key: channel };
    }
    case 'list': {
      const list = params.list?.trim();
      if (!list) return { error: 'Missing list name parameter', status: 400 };
      if (!ownsList(instance.db, list, id)) {
        return { error: 'Not authorized to stream this list', status: 404 };
      }
      return { frameStream: ['list', list], kind: 'list', channels: [`timeline:list:${list}`], key: `list:${list}`, listId: list };
    }
    default:
      return { error: 'Unknown stream type', status: 400 };
  }
}

/** The user stream carries notifications only when the token may read them (streaming/index.js channelsForUserStream). */
export const canReadNotifications = (viewer: Viewer): boolean => scopeCovers(viewer.scopes, 'read:notifications');
