import { streamFromFrame, streamKey, subscriptionMessage, type StreamParams } from '../../src/streaming/streams';
import { streamingUrl } from '../../src/streaming/streaming-url';

describe('subscriptionMessage', () => {
  it.each<[StreamParams, object]>([
    [{ stream: 'user' }, { type: 'subscribe', stream: 'user' }],
    [{ stream: 'public:local:media' }, { type: 'subscribe', stream: 'public:local:media' }],
    [{ stream: 'public:remote' }, { type: 'subscribe', stream: 'public:remote' }],
    [{ stream: 'public:remote:media' }, { type: 'subscribe', stream: 'public:remote:media' }],
    [{ stream: 'hashtag', tag: 'foo' }, { type: 'subscribe', stream: 'hashtag', tag: 'foo' }],
    [{ stream: 'hashtag:local', tag: 'foo' }, { type: 'subscribe', stream: 'hashtag:local', tag: 'foo' }],
    [{ stream: 'list', list: '42' }, { type: 'subscribe', stream: 'list', list: '42' }],
  ])('%j', (params, expected) => {
    expect(JSON.parse(subscriptionMessage('subscribe', params))).toEqual(expected);
  });

  it('leaves out anything that is not part of the stream', () => {
    const params = { stream: 'user', tag: 'stray' } as StreamParams;
    expect(JSON.parse(subscriptionMessage('unsubscribe', params))).toEqual({ type: 'unsubscribe', stream: 'user' });
  });
});

describe('streamFromFrame', () => {
  it('reads every known stream back', () => {
    expect(streamFromFrame(['user:notification'])).toEqual({ stream: 'user:notification' });
    expect(streamFromFrame(['direct'])).toEqual({ stream: 'direct' });
    expect(streamFromFrame(['public:remote'])).toEqual({ stream: 'public:remote' });
    expect(streamFromFrame(['public:remote:media'])).toEqual({ stream: 'public:remote:media' });
    expect(streamFromFrame(['hashtag:local', 'Foo'])).toEqual({ stream: 'hashtag:local', tag: 'Foo' });
    expect(streamFromFrame(['list', '7'])).toEqual({ stream: 'list', list: '7' });
  });

  it('gives undefined for unknown streams and missing parameters', () => {
    expect(streamFromFrame([])).toBeUndefined();
    expect(streamFromFrame(['public:remote:local'])).toBeUndefined();
    expect(streamFromFrame(['hashtag'])).toBeUndefined();
    expect(streamFromFrame(['list'])).toBeUndefined();
  });
});

describe('streamKey', () => {
  it('folds hashtag case like the server does, and keeps streams apart', () => {
    expect(streamKey({ stream: 'hashtag', tag: 'Foo' })).toBe(streamKey({ stream: 'hashtag', tag: 'foo' }));
    expect(streamKey({ stream: 'hashtag', tag: 'foo' })).not.toBe(streamKey({ stream: 'hashtag:local', tag: 'foo' }));
    expect(streamKey({ stream: 'list', list: '1' })).not.toBe(streamKey({ stream: 'list', list: '2' }));
    expect(streamKey({ stream: 'public' })).not.toBe(streamKey({ stream: 'public:local' }));
  });
});

describe('streamingUrl', () => {
  it.each([
    ['wss://example.social', 'wss://example.social/api/v1/streaming'],
    ['wss://example.social/', 'wss://example.social/api/v1/streaming'],
    ['https://example.social', 'wss://example.social/api/v1/streaming'],
    ['http://localhost:4000/', 'ws://localhost:4000/api/v1/streaming'],
    ['ws://localhost:4000', 'ws://localhost:4000/api/v1/streaming'],
    ['https://example.social/api/v1/streaming/', 'wss://example.social/api/v1/streaming'],
  ])('%s → %s', (base, expected) => {
    expect(streamingUrl(base)).toBe(expected);
  });

  it('adds the token as access_token when asked, encoded', () => {
    const url = new URL(streamingUrl('https://example.social', 'a b&c'));
    expect(url.searchParams.get('access_token')).toBe('a b&c');
  });

  it('refuses other schemes', () => {
    expect(() => streamingUrl('ftp://example.social')).toThrow(TypeError);
  });
});
