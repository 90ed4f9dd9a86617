import type { StreamingEvent } from '../../src/streaming';
import { AsyncQueue } from './support/async-queue';
import { expectNextClientEvent, recordClientEvents, TOKEN, useStreamingHarness } from './support/harness';

const harness = useStreamingHarness();

describe('reconnecting', () => {
  it('after the server cuts the connection: disconnected, then reconnected with every active stream subscribed again', async () => {
    const client = harness.client();
    const events = recordClientEvents(client);
    const received = new AsyncQueue<StreamingEvent>();
    client.subscribe({ stream: 'user' }, (event) => received.push(event));
    client.subscribe({ stream: 'hashtag', tag: 'foo' }, () => {});
    client.subscribe({ stream: 'list', list: '42' }, () => {});
    const dropped = client.subscribe({ stream: 'public' }, () => {});

    const first = await harness.server.connections.next();
    await expectNextClientEvent(events, 'connected');
    for (let i = 0; i < 4; i += 1) await first.messages.next();
    dropped.unsubscribe();
    expect(await first.messages.next()).toEqual({ type: 'unsubscribe', stream: 'public' });

    first.socket.terminate();
    const disconnected = await expectNextClientEvent(events, 'disconnected');
    expect(disconnected.code).toBe(1006);
    expect(client.state).toBe('reconnecting');

    const second = await harness.server.connections.next();
    expect(second.request.headers['sec-websocket-protocol']).toBe(TOKEN);
    await expectNextClientEvent(events, 'reconnected');
    expect(client.state).toBe('open');
    expect([await second.messages.next(), await second.messages.next(), await second.messages.next()]).toEqual([
      { type: 'subscribe', stream: 'user' },
      { type: 'subscribe', stream: 'hashtag', tag: 'foo' },
      { type: 'subscribe', stream: 'list', list: '42' },
    ]);

    second.send({ stream: ['user'], event: 'delete', payload: '7' });
    expect(await received.next()).toEqual({ type: 'delete', stream: { stream: 'user' }, id: '7' });

    second.socket.close(4000, 'going away');
    expect(await expectNextClientEvent(events, 'disconnected')).toEqual({ name: 'disconnected', code: 4000, reason: 'going away' });
    const third = await harness.server.connections.next();
    await expectNextClientEvent(events, 'reconnected');
    expect(await third.messages.next()).toEqual({ type: 'subscribe', stream: 'user' });
    expect(events.pending).toEqual([]);
  });

  it('keeps a stream subscribed on the next connection when it is added while reconnecting', async () => {
    const client = harness.client({ backoff: { initialDelayMs: 40, maxDelayMs: 40 } });
    const events = recordClientEvents(client);
    client.subscribe({ stream: 'user' }, () => {});
    const first = await harness.server.connections.next();
    await expectNextClientEvent(events, 'connected');
    await first.messages.next();

    first.socket.terminate();
    await expectNextClientEvent(events, 'disconnected');
    client.subscribe({ stream: 'direct' }, () => {});

    const second = await harness.server.connections.next();
    expect([await second.messages.next(), await second.messages.next()]).toEqual([
      { type: 'subscribe', stream: 'user' },
      { type: 'subscribe', stream: 'direct' },
    ]);
    expect(first.messages.pending).toEqual([]);
  });

  it('waits longer after each failed attempt up to the cap, and starts over after a successful open', async () => {
    const setTimeoutSpy = jest.spyOn(globalThis, 'setTimeout');
    try {
      harness.server.rejectNext(4);
      const client = harness.client({ backoff: { initialDelayMs: 10, maxDelayMs: 25 }, random: () => 1 });
      const events = recordClientEvents(client);
      client.subscribe({ stream: 'user' }, () => {});
      for (let i = 0; i < 4; i += 1) await expectNextClientEvent(events, 'error');
      await expectNextClientEvent(events, 'connected');

      const connection = await harness.server.connections.next();
      connection.socket.terminate();
      await expectNextClientEvent(events, 'disconnected');
      await expectNextClientEvent(events, 'reconnected');

      const reconnectDelays = setTimeoutSpy.mock.calls.map(([, delay]) => delay).filter((delay) => delay !== undefined && delay < 1000);
      expect(reconnectDelays).toEqual([10, 20, 25, 25, 10]);
    } finally {
      setTimeoutSpy.mockRestore();
    }
  });
});
