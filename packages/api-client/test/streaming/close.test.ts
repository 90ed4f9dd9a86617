import { expectNextClientEvent, recordClientEvents, useStreamingHarness } from './support/harness';

const harness = useStreamingHarness();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('close()', () => {
  it('closes an open socket normally, and neither reports a disconnect nor reconnects', async () => {
    const client = harness.client();
    const events = recordClientEvents(client);
    const received: unknown[] = [];
    client.subscribe({ stream: 'user' }, (event) => received.push(event));
    const connection = await harness.server.connections.next();
    await expectNextClientEvent(events, 'connected');

    const closeCode = new Promise<number>((resolve) => connection.socket.once('close', (code) => resolve(code)));
    client.close();
    expect(client.state).toBe('closed');
    expect(await closeCode).toBe(1000);

    await pause(50);
    expect(harness.server.connections.pending).toEqual([]);
    expect(events.pending).toEqual([]);
    expect(received).toEqual([]);
  });

  it('cancels a pending reconnect timer', async () => {
    const setTimeoutSpy = jest.spyOn(globalThis, 'setTimeout');
    const clearTimeoutSpy = jest.spyOn(globalThis, 'clearTimeout');
    try {
      const client = harness.client({ backoff: { initialDelayMs: 60_000, maxDelayMs: 60_000 } });
      const events = recordClientEvents(client);
      client.subscribe({ stream: 'user' }, () => {});
      const connection = await harness.server.connections.next();
      await expectNextClientEvent(events, 'connected');

      connection.socket.terminate();
      await expectNextClientEvent(events, 'disconnected');
      expect(client.state).toBe('reconnecting');
      const reconnects = setTimeoutSpy.mock.calls.flatMap(([, delay], index) =>
        delay !== undefined && delay >= 30_000 ? [setTimeoutSpy.mock.results[index]?.value] : [],
      );
      expect(reconnects).toHaveLength(1);

      client.close();
      expect(clearTimeoutSpy).toHaveBeenCalledWith(reconnects[0]);
      expect(client.state).toBe('closed');
    } finally {
      setTimeoutSpy.mockRestore();
      clearTimeoutSpy.mockRestore();
    }
  });

  it('aborts a socket that is still connecting, without errors or events', async () => {
    const client = harness.client();
    const events = recordClientEvents(client);
    client.subscribe({ stream: 'user' }, () => {});
    expect(client.state).toBe('connecting');
    client.close();

    await pause(50);
    expect(events.pending).toEqual([]);
    for (const connection of harness.server.connections.all) await connection.closed;
  });

  it('stops reconnecting when called from a disconnected listener', async () => {
    const client = harness.client();
    const events = recordClientEvents(client);
    client.on('disconnected', () => client.close());
    client.subscribe({ stream: 'user' }, () => {});
    const connection = await harness.server.connections.next();
    await expectNextClientEvent(events, 'connected');

    connection.socket.terminate();
    await expectNextClientEvent(events, 'disconnected');
    await pause(50);
    expect(harness.server.connections.pending).toEqual([]);
    expect(events.pending).toEqual([]);
  });

  it('makes later unsubscribes harmless and is idempotent', async () => {
    const client = harness.client();
    const events = recordClientEvents(client);
    const subscription = client.subscribe({ stream: 'user' }, () => {});
    const connection = await harness.server.connections.next();
    await expectNextClientEvent(events, 'connected');
    await connection.messages.next();

    client.close();
    client.close();
    subscription.unsubscribe();
    await connection.closed;
    expect(connection.messages.pending).toEqual([]);
  });

  it('on() / once() / off() manage listeners', async () => {
    const client = harness.client();
    const connected = jest.fn();
    const removed = jest.fn();
    expect(client.once('connected', connected).on('connected', removed).off('connected', removed)).toBe(client);
    client.subscribe({ stream: 'user' }, () => {});
    await harness.server.connections.next();
    await pause(30);
    expect(connected).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
  });
});
