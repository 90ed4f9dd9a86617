import type { StreamingClient, StreamingEvent, StreamParams } from '../../src/streaming';
import { AsyncQueue } from './support/async-queue';
import { expectNextClientEvent, recordClientEvents, useStreamingHarness } from './support/harness';
import type { ServerConnection } from './support/test-server';
import { frameOf, readFixture } from './fixtures';

const harness = useStreamingHarness();

function listen(client: StreamingClient, params: StreamParams) {
  const events = new AsyncQueue<StreamingEvent>();
  const subscription = client.subscribe(params, (event) => events.push(event));
  return { events, subscription };
}

const deleteFrame = (stream: string[], id: string) => ({ stream, event: 'delete', payload: id });

describe('subscribe and unsubscribe messages', () => {
  it('subscribe every kind of stream with its parameter, after the socket opens', async () => {
    const client = harness.client();
    client.subscribe({ stream: 'user' }, () => {});
    client.subscribe({ stream: 'hashtag', tag: 'foo' }, () => {});
    client.subscribe({ stream: 'hashtag:local', tag: 'bar' }, () => {});
    client.subscribe({ stream: 'list', list: '42' }, () => {});
    client.subscribe({ stream: 'public:local:media' }, () => {});

    const connection = await harness.server.connections.next();
    expect(await connection.messages.next()).toEqual({ type: 'subscribe', stream: 'user' });
    expect(await connection.messages.next()).toEqual({ type: 'subscribe', stream: 'hashtag', tag: 'foo' });
    expect(await connection.messages.next()).toEqual({ type: 'subscribe', stream: 'hashtag:local', tag: 'bar' });
    expect(await connection.messages.next()).toEqual({ type: 'subscribe', stream: 'list', list: '42' });
    expect(await connection.messages.next()).toEqual({ type: 'subscribe', stream: 'public:local:media' });

    client.subscribe({ stream: 'direct' }, () => {});
    expect(await connection.messages.next()).toEqual({ type: 'subscribe', stream: 'direct' });
  });

  it('share one server subscription per stream and unsubscribe when its last handler goes', async () => {
    const client = harness.client();
    const events = recordClientEvents(client);
    const first = client.subscribe({ stream: 'hashtag', tag: 'foo' }, () => {});
    const connection = await harness.server.connections.next();
    await expectNextClientEvent(events, 'connected');
    expect(await connection.messages.next()).toEqual({ type: 'subscribe', stream: 'hashtag', tag: 'foo' });

    const second = client.subscribe({ stream: 'hashtag', tag: 'Foo' }, () => {});
    first.unsubscribe();
    first.unsubscribe();
    // A marker: anything sent before it would arrive first.
    client.subscribe({ stream: 'public' }, () => {});
    expect(await connection.messages.next()).toEqual({ type: 'subscribe', stream: 'public' });

    second.unsubscribe();
    expect(await connection.messages.next()).toEqual({ type: 'unsubscribe', stream: 'hashtag', tag: 'foo' });

    client.subscribe({ stream: 'list', list: '9' }, () => {}).unsubscribe();
    expect(await connection.messages.next()).toEqual({ type: 'subscribe', stream: 'list', list: '9' });
    expect(await connection.messages.next()).toEqual({ type: 'unsubscribe', stream: 'list', list: '9' });
    second.unsubscribe();
    client.subscribe({ stream: 'direct' }, () => {});
    expect(await connection.messages.next()).toEqual({ type: 'subscribe', stream: 'direct' });
  });

  it('send nothing for a stream subscribed and dropped before the socket opens', async () => {
    const client = harness.client();
    client.subscribe({ stream: 'user' }, () => {}).unsubscribe();
    client.subscribe({ stream: 'public' }, () => {});
    const connection = await harness.server.connections.next();
    expect(await connection.messages.next()).toEqual({ type: 'subscribe', stream: 'public' });
  });
});

describe('routing', () => {
  async function open(client: StreamingClient, subscriptions: number): Promise<ServerConnection> {
    const connection = await harness.server.connections.next();
    for (let i = 0; i < subscriptions; i += 1) await connection.messages.next();
    return connection;
  }

  it('delivers a frame to the handlers of its stream only', async () => {
    const client = harness.client();
    const tag = listen(client, { stream: 'hashtag', tag: 'foo' });
    const localTag = listen(client, { stream: 'hashtag:local', tag: 'foo' });
    const list = listen(client, { stream: 'list', list: '42' });
    const otherList = listen(client, { stream: 'list', list: '43' });
    const user = listen(client, { stream: 'user' });
    const connection = await open(client, 5);

    connection.send(deleteFrame(['hashtag', 'foo'], '1'));
    connection.send(deleteFrame(['list', '42'], '2'));
    connection.send(deleteFrame(['public'], '3'));
    connection.send(deleteFrame(['hashtag:local', 'FOO'], '4'));
    connection.send({ event: 'delete', payload: '5' });
    connection.send(deleteFrame(['user'], 'last'));
    expect(await user.events.next()).toMatchObject({ id: 'last' });

    expect(tag.events.all).toEqual([{ type: 'delete', stream: { stream: 'hashtag', tag: 'foo' }, id: '1' }]);
    expect(list.events.all).toEqual([{ type: 'delete', stream: { stream: 'list', list: '42' }, id: '2' }]);
    expect(localTag.events.all).toEqual([{ type: 'delete', stream: { stream: 'hashtag:local', tag: 'FOO' }, id: '4' }]);
    expect(otherList.events.all).toEqual([]);
    expect(user.events.all).toHaveLength(1);
  });

  it('delivers to every handler sharing a stream, and stops at the one that unsubscribed', async () => {
    const client = harness.client();
    const a = listen(client, { stream: 'public' });
    const b = listen(client, { stream: 'public' });
    const connection = await open(client, 1);

    connection.send(deleteFrame(['public'], '1'));
    expect(await a.events.next()).toMatchObject({ id: '1' });
    expect(await b.events.next()).toMatchObject({ id: '1' });

    a.subscription.unsubscribe();
    connection.send(deleteFrame(['public'], '2'));
    expect(await b.events.next()).toMatchObject({ id: '2' });
    expect(a.events.all).toHaveLength(1);
  });

  it('does not deliver the current frame to a handler an earlier handler unsubscribed', async () => {
    const client = harness.client();
    const first = listen(client, { stream: 'public' });
    client.subscribe({ stream: 'public' }, () => victim.unsubscribe());
    const victimEvents: StreamingEvent[] = [];
    const victim = client.subscribe({ stream: 'public' }, (event) => victimEvents.push(event));
    const connection = await open(client, 1);

    connection.send(deleteFrame(['public'], '1'));
    expect(await first.events.next()).toMatchObject({ id: '1' });
    connection.send(deleteFrame(['public'], '2'));
    expect(await first.events.next()).toMatchObject({ id: '2' });
    expect(victimEvents).toEqual([]);
  });

  it('keeps delivering to the other handlers when one throws, and rethrows outside the socket', async () => {
    const rethrown: unknown[] = [];
    const original = globalThis.queueMicrotask;
    globalThis.queueMicrotask = (callback) =>
      original(() => {
        try {
          callback();
        } catch (error) {
          rethrown.push(error);
        }
      });
    try {
      const client = harness.client();
      client.subscribe({ stream: 'public' }, () => {
        throw new Error('handler bug');
      });
      const healthy = listen(client, { stream: 'public' });
      const connection = await open(client, 1);

      connection.send(deleteFrame(['public'], '1'));
      connection.send(deleteFrame(['public'], '2'));
      expect(await healthy.events.next()).toMatchObject({ id: '1' });
      expect(await healthy.events.next()).toMatchObject({ id: '2' });
      expect(rethrown).toEqual([new Error('handler bug'), new Error('handler bug')]);
    } finally {
      globalThis.queueMicrotask = original;
    }
  });
});

describe('events over the socket', () => {
  it('delivers every event type of the fixture frames, typed and validated', async () => {
    const client = harness.client();
    const clientEvents = recordClientEvents(client);
    const publicEvents = listen(client, { stream: 'public' }).events;
    const userEvents = listen(client, { stream: 'user' }).events;
    const directEvents = listen(client, { stream: 'direct' }).events;
    const connection = await harness.server.connections.next();
    for (let i = 0; i < 3; i += 1) await connection.messages.next();
    await expectNextClientEvent(clientEvents, 'connected');

    connection.send(readFixture('StreamingWsUpdate.json'));
    connection.send(readFixture('StreamingWsDelete.json'));
    connection.send(frameOf(['public'], 'status.update', readFixture('Status_edited_local_stream.json')));
    connection.send(readFixture('StreamingWsFiltersChanged.json'));
    connection.send(frameOf(['user'], 'notification', readFixture('Notification.json')));
    connection.send(frameOf(['direct'], 'conversation', readFixture('Conversation.json')));
    connection.send(readFixture('StreamingWsError.json'));

    const update = await publicEvents.next();
    expect(update.type === 'update' && update.status.id).toBe('108913983692647032');
    expect(await publicEvents.next()).toEqual({ type: 'delete', stream: { stream: 'public' }, id: '106692867363994015' });
    const edit = await publicEvents.next();
    expect(edit.type === 'status.update' && edit.status.id).toBe('109348677773283527');
    expect(await userEvents.next()).toEqual({ type: 'filters_changed', stream: { stream: 'user' } });
    const notification = await userEvents.next();
    expect(notification.type === 'notification' && notification.notification.id).toBe('68739215');
    const conversation = await directEvents.next();
    expect(conversation.type === 'conversation' && conversation.conversation.id).toBe('819516');
    const refused = await expectNextClientEvent(clientEvents, 'error');
    expect(refused.error.message).toBe('Unknown stream type');
    expect(clientEvents.pending).toEqual([]);
  });

  it('passes unknown events through and reports malformed frames without stopping the stream', async () => {
    const client = harness.client();
    const errors = recordClientEvents(client);
    const { events } = listen(client, { stream: 'public' });
    const connection = await harness.server.connections.next();
    await connection.messages.next();
    await expectNextClientEvent(errors, 'connected');

    connection.send('this is not JSON');
    const notJson = await expectNextClientEvent(errors, 'error');
    expect(notJson.error.kind).toBe('validation');

    connection.send({ stream: ['public'], event: 'update', payload: '{"id":"1"}' });
    const badStatus = await expectNextClientEvent(errors, 'error');
    expect(badStatus.error.kind).toBe('validation');
    expect(badStatus.error.message).toContain('"update"');

    connection.send({ stream: ['public'], event: 'status.update', payload: 'nope' });
    expect((await expectNextClientEvent(errors, 'error')).error.message).toContain('"status.update"');

    connection.send({ error: 'Not authorized to stream this list', status: 401 });
    const refused = await expectNextClientEvent(errors, 'error');
    expect(refused.error.kind).toBe('http');
    expect(refused.error.message).toBe('Not authorized to stream this list');

    connection.send({ stream: ['public'], event: 'encrypted_message', payload: '{"x":1}' });
    connection.send(deleteFrame(['public'], '106692867363994015'));
    expect(await events.next()).toEqual({
      type: 'unknown',
      stream: { stream: 'public' },
      event: 'encrypted_message',
      payload: { x: 1 },
    });
    expect(await events.next()).toEqual({ type: 'delete', stream: { stream: 'public' }, id: '106692867363994015' });
    expect(client.state).toBe('open');
    expect(errors.pending).toEqual([]);
  });

  it('does not validate or report frames for streams nobody listens to', async () => {
    const client = harness.client();
    const errors = recordClientEvents(client);
    const { events } = listen(client, { stream: 'user' });
    const connection = await harness.server.connections.next();
    await connection.messages.next();
    await expectNextClientEvent(errors, 'connected');

    connection.send({ stream: ['public'], event: 'update', payload: '{"broken":true}' });
    connection.send({ stream: ['user'], event: 'filters_changed' });
    expect(await events.next()).toEqual({ type: 'filters_changed', stream: { stream: 'user' } });
    expect(errors.pending).toEqual([]);
  });
});
