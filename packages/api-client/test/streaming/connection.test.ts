import { createStreamingClient } from '../../src/streaming';
import { NetworkError } from '../../src/http/errors';
import { expectNextClientEvent, recordClientEvents, TOKEN, useStreamingHarness } from './support/harness';

const harness = useStreamingHarness();

describe('connecting', () => {
  it('does not connect before the first subscribe', async () => {
    const client = harness.client();
    expect(client.state).toBe('idle');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(harness.server.connections.all).toHaveLength(0);

    client.subscribe({ stream: 'user' }, () => {});
    expect(client.state).toBe('connecting');
    await harness.server.connections.next();
  });

  it('sends the token as the Sec-WebSocket-Protocol value, not in the URL', async () => {
    const client = harness.client();
    const events = recordClientEvents(client);
    client.subscribe({ stream: 'user' }, () => {});

    const { request } = await harness.server.connections.next();
    expect(request.headers['sec-websocket-protocol']).toBe(TOKEN);
    expect(request.url).toBe('/api/v1/streaming');
    await expectNextClientEvent(events, 'connected');
    expect(client.state).toBe('open');
  });

  it('sends the token as access_token in the query with tokenVia "query"', async () => {
    const client = harness.client({ tokenVia: 'query' });
    client.subscribe({ stream: 'user' }, () => {});

    const { request } = await harness.server.connections.next();
    const url = new URL(request.url ?? '', 'ws://host');
    expect(url.pathname).toBe('/api/v1/streaming');
    expect(url.searchParams.get('access_token')).toBe(TOKEN);
    expect(request.headers['sec-websocket-protocol']).toBeUndefined();
  });

  it('sends no token at all without one', async () => {
    const client = harness.client({ accessToken: null });
    client.subscribe({ stream: 'public' }, () => {});

    const { request } = await harness.server.connections.next();
    expect(request.url).toBe('/api/v1/streaming');
    expect(request.headers['sec-websocket-protocol']).toBeUndefined();
  });

  it('accepts an http base URL with a trailing slash', async () => {
    const client = harness.client({ url: `http://127.0.0.1:${harness.server.port}/` });
    const events = recordClientEvents(client);
    client.subscribe({ stream: 'public' }, () => {});

    const { request } = await harness.server.connections.next();
    expect(request.url).toBe('/api/v1/streaming');
    await expectNextClientEvent(events, 'connected');
  });

  it('reports a refused connection as a NetworkError and retries until it opens, then says connected once', async () => {
    harness.server.rejectNext(2);
    const client = harness.client();
    const events = recordClientEvents(client);
    client.subscribe({ stream: 'user' }, () => {});

    const first = await expectNextClientEvent(events, 'error');
    expect(first.error).toBeInstanceOf(NetworkError);
    expect(first.error.endpoint).toBe('GET /api/v1/streaming');
    expect(client.state).toBe('reconnecting');
    await expectNextClientEvent(events, 'error');
    await expectNextClientEvent(events, 'connected');
    expect(harness.server.rejected).toBe(2);
    expect(client.state).toBe('open');
    expect(events.pending).toEqual([]);
  });

  it('refuses to start without a WebSocket implementation', () => {
    expect(globalThis.WebSocket).toBeUndefined();
    expect(() => createStreamingClient({ url: 'wss://example.social' })).toThrow(/WebSocket/);
  });

  it('refuses to subscribe once closed', () => {
    const client = harness.client();
    client.close();
    expect(client.state).toBe('closed');
    expect(() => client.subscribe({ stream: 'user' }, () => {})).toThrow(/closed/);
  });
});
