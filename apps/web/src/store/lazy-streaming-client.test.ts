import type { StreamingClient, StreamingClientOptions, StreamingHandler, StreamParams } from '@trumpet/api-client';
import { createLazyStreamingClient } from './lazy-streaming-client';

/** A stand-in real client that records what it was asked. */
function fakeClient() {
  const calls: string[] = [];
  const client: StreamingClient = {
    state: 'open',
    subscribe(params: StreamParams, _handler: StreamingHandler) {
      calls.push(`subscribe ${params.stream}`);
      return { unsubscribe: () => calls.push(`unsubscribe ${params.stream}`) };
    },
    close: () => void calls.push('close'),
    on: (event) => (calls.push(`on ${event}`), client),
    once: (event) => (calls.push(`once ${event}`), client),
    off: (event) => (calls.push(`off ${event}`), client),
  };
  return { client, calls };
}

function deferredLoad() {
  let resolve: (create: (options: StreamingClientOptions) => StreamingClient) => void = () => undefined;
  const promise = new Promise<(options: StreamingClientOptions) => StreamingClient>((done) => (resolve = done));
  return { load: jest.fn(() => promise), resolve };
}

const options = { url: 'wss://example.test', accessToken: 'token' };
const flush = () => new Promise((done) => setTimeout(done, 0));

describe('the lazily loaded streaming client', () => {
  it('loads on the first subscribe and hands over what was asked meanwhile', async () => {
    const { load, resolve } = deferredLoad();
    const lazy = createLazyStreamingClient(options, load);
    const onConnected = jest.fn();
    lazy.on('connected', onConnected).once('disconnected', jest.fn());
    expect(load).not.toHaveBeenCalled();
    expect(lazy.state).toBe('idle');

    const kept = lazy.subscribe({ stream: 'user' }, jest.fn());
    const dropped = lazy.subscribe({ stream: 'public' }, jest.fn());
    dropped.unsubscribe();
    expect(load).toHaveBeenCalledTimes(1);
    expect(lazy.state).toBe('connecting');

    const real = fakeClient();
    const create = jest.fn(() => real.client);
    resolve(create);
    await flush();
    expect(create).toHaveBeenCalledWith(options);
    expect(real.calls).toEqual(['on connected', 'once disconnected', 'subscribe user']);
    expect(lazy.state).toBe('open');

    kept.unsubscribe();
    lazy.subscribe({ stream: 'public:local' }, jest.fn());
    lazy.off('connected', onConnected);
    lazy.close();
    expect(real.calls.slice(3)).toEqual(['unsubscribe user', 'subscribe public:local', 'off connected', 'close']);
  });

  it('never creates the socket when closed before the code arrives', async () => {
    const { load, resolve } = deferredLoad();
    const lazy = createLazyStreamingClient(options, load);
    lazy.subscribe({ stream: 'user' }, jest.fn());
    lazy.close();
    const create = jest.fn(() => fakeClient().client);
    resolve(create);
    await flush();
    expect(create).not.toHaveBeenCalled();
    expect(lazy.state).toBe('closed');
  });

  it('tries again on the next subscribe when the chunk failed to load', async () => {
    const real = fakeClient();
    const load = jest
      .fn<Promise<(options: StreamingClientOptions) => StreamingClient>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(() => real.client);
    const lazy = createLazyStreamingClient(options, load);
    lazy.subscribe({ stream: 'user' }, jest.fn());
    await flush();
    lazy.subscribe({ stream: 'hashtag', tag: 'jazz' }, jest.fn());
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(real.calls).toEqual(['subscribe user', 'subscribe hashtag']);
  });
});
