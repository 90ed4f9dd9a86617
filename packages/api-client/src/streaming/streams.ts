/**
 * The streams a client can subscribe to over the multiplexed socket.
 * https://docs.joinmastodon.org/methods/streaming/#streams
 */
export type StreamParams =
  | { stream: 'user' }
  | { stream: 'user:notification' }
  | { stream: 'public' }
  | { stream: 'public:media' }
  | { stream: 'public:local' }
  | { stream: 'public:local:media' }
  /** Only statuses from other servers (Mastodon 3.1.4+). */
  | { stream: 'public:remote' }
  | { stream: 'public:remote:media' }
  | { stream: 'hashtag'; tag: string }
  | { stream: 'hashtag:local'; tag: string }
  | { stream: 'list'; list: string }
  | { stream: 'direct' };

export type StreamName = StreamParams['stream'];

const PLAIN_STREAMS: ReadonlySet<string> = new Set<StreamName>([
  'user',
  'user:notification',
  'public',
  'public:media',
  'public:local',
  'public:local:media',
  'public:remote',
  'public:remote:media',
  'direct',
]);

function isPlainStream(name: string): name is Exclude<StreamName, 'hashtag' | 'hashtag:local' | 'list'> {
  return PLAIN_STREAMS.has(name);
}

/**
 * One key per server-side subscription. The server folds hashtags to lower case when it
 * de-duplicates subscriptions, so `#Foo` and `#foo` share one.
 */
export function streamKey(params: StreamParams): string {
  switch (params.stream) {
    case 'hashtag':
    case 'hashtag:local':
      return `${params.stream} ${params.tag.toLowerCase()}`;
    case 'list':
      return `list ${params.list}`;
    default:
      return params.stream;
  }
}

/** The `stream` array of a frame (`['hashtag', 'foo']`) as params; undefined for streams this client does not know. */
export function streamFromFrame(stream: ReadonlyArray<string>): StreamParams | undefined {
  const [name, param] = stream;
  if (name === undefined) return undefined;
  if (isPlainStream(name)) return { stream: name };
  if (param === undefined) return undefined;
  if (name === 'hashtag' || name === 'hashtag:local') return { stream: name, tag: param };
  if (name === 'list') return { stream: name, list: param };
  return undefined;
}

/** The JSON message that (un)subscribes one stream. */
export function subscriptionMessage(type: 'subscribe' | 'unsubscribe', params: StreamParams): string {
  switch (params.stream) {
    case 'hashtag':
    case 'hashtag:local':
      return JSON.stringify({ type, stream: params.stream, tag: params.tag });
    case 'list':
      return JSON.stringify({ type, stream: params.stream, list: params.list });
    default:
      return JSON.stringify({ type, stream: params.stream });
  }
}
