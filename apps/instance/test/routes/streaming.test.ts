import { type StreamingEvent } from '@trumpet/api-client';
import { EventEmitter } from 'node:events';
import type WebSocket from 'ws';
import { Heartbeat } from '../../src/streaming/websocket';
import { follow } from '../support/status-fixtures';
import { handshakeStatus, payloadOf, subscribed, useStreamingTestKit, waitFor } from '../support/streaming-socket';

describe('streaming API', () => {
  const kit = useStreamingTestKit();
  const { user, open, client } = kit;
  const wsUrl = (): string => `${kit.t.url.replace('http', 'ws')}/api/v1/streaming`;

  describe('connecting', () => {
    it('answers the health check with a plain OK', async () => {
      const response = await fetch(`${kit.t.url}/api/v1/streaming/health`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('OK');
    });

    it('refuses the handshake with 401 without a token or with a bad one', async () => {
      expect(await handshakeStatus(wsUrl())).toBe(401);
      expect(await handshakeStatus(`${wsUrl()}?access_token=nope`)).toBe(401);
      expect(await handshakeStatus(wsUrl(), 'not-a-token')).toBe(401);
      expect(await handshakeStatus(wsUrl(), undefined, { authorization: 'Bearer nope' })).toBe(401);
      const alice = user('alice');
      expect(await handshakeStatus(wsUrl(), undefined, { authorization: `Bearer ${alice.token}` })).toBe(101);
    });

    it('refuses a revoked token', async () => {
      const alice = user('alice');
      kit.t.instance.db.prepare('UPDATE oauth_access_tokens SET revoked_at = ? WHERE token = ?').run(new Date().toISOString(), alice.token);
      expect(await handshakeStatus(wsUrl(), alice.token)).toBe(401);
    });

    it('echoes the token sent as Sec-WebSocket-Protocol, as browsers require', async () => {
      const alice = user('alice');
      const socket = await open(alice.token, { via: 'protocol' });
      expect(socket.ws.protocol).toBe(alice.token);
    });
  });

  describe('delivery', () => {
    it('sends a followed account’s status to the user stream (api-client, token as protocol)', async () => {
      const alice = user('alice');
      const bob = user('bob');
      follow(kit.t.instance, alice, bob);
      const events: StreamingEvent[] = [];
      client(alice.token, 'protocol').subscribe({ stream: 'user' }, (event) => events.push(event));
      await subscribed(kit.t, `timeline:${alice.account.id}`);

      const posted = await bob.api.statuses.create({ status: 'hello followers', visibility: 'private' });
      const event = await waitFor(events, (e) => e.type === 'update');
      expect(event).toMatchObject({ type: 'update', stream: { stream: 'user' } });
      if (event.type !== 'update') throw new Error('unreachable');
      expect(event.status.id).toBe(posted.id);
      expect(event.status.account.id).toBe(bob.account.id);
      expect(event.status.favourited).toBe(false);
    });

    it('sends a public post to the public, local and hashtag streams (api-client, token in the query)', async () => {
      const viewer = user('viewer');
      const author = user('author');
      const streaming = client(viewer.token, 'query');
      const seen: Record<string, string[]> = { public: [], local: [], tag: [], localTag: [], media: [] };
      const collect = (key: string) => (event: StreamingEvent) => {
        if (event.type === 'update') seen[key]?.push(event.status.id);
      };
      streaming.subscribe({ stream: 'public' }, collect('public'));
      streaming.subscribe({ stream: 'public:local' }, collect('local'));
      streaming.subscribe({ stream: 'hashtag', tag: 'Trumpets' }, collect('tag'));
      streaming.subscribe({ stream: 'hashtag:local', tag: 'trumpets' }, collect('localTag'));
      streaming.subscribe({ stream: 'public:media' }, collect('media'));
      await subscribed(kit.t, 'timeline:hashtag:trumpets:local');

      const status = await author.api.statuses.create({ status: 'loud #trumpets', visibility: 'public' });
      const other = await author.api.statuses.create({ status: 'no tag here', visibility: 'public' });
      await waitFor(seen.public ?? [], (id) => id === other.id);
      expect(seen.public).toEqual([status.id, other.id]);
      expect(seen.local).toEqual([status.id, other.id]);
      expect(seen.tag).toEqual([status.id]);
      expect(seen.localTag).toEqual([status.id]);
      expect(seen.media).toEqual([]);
    });

    it('frames updates as Mastodon does: the stream array, the event and a JSON string payload', async () => {
      const viewer = user('viewer');
      const author = user('author');
      const socket = await open(viewer.token, { via: 'query', query: 'stream=hashtag&tag=Framed' });
      const status = await author.api.statuses.create({ status: 'a #framed post', visibility: 'public' });
      const frame = await socket.next((f) => f.event === 'update');
      expect(frame.stream).toEqual(['hashtag', 'Framed']);
      expect(typeof frame.payload).toBe('string');
      expect(payloadOf<{ id: string; content: string }>(frame)).toMatchObject({ id: status.id });
    });

    it('keeps unlisted, private and direct statuses and replies to others off the public streams', async () => {
      const viewer = user('viewer');
      const author = user('author');
      const other = user('other');
      const socket = await open(viewer.token, { query: 'stream=public' });
      const parent = await other.api.statuses.create({ status: 'parent marker-parent', visibility: 'public' });
      await author.api.statuses.create({ status: 'quiet marker-a', visibility: 'unlisted' });
      await author.api.statuses.create({ status: 'friends marker-b', visibility: 'private' });
      await author.api.statuses.create({ status: `@${other.account.username} marker-c`, visibility: 'direct' });
      await author.api.statuses.create({ status: 'reply marker-d', in_reply_to_id: parent.id, visibility: 'public' });
      const own = await author.api.statuses.create({ status: 'self marker-e', visibility: 'public' });
      await author.api.statuses.create({ status: 'self-reply marker-f', in_reply_to_id: own.id, visibility: 'public' });
      await socket.next((f) => (f.payload ?? '').includes('marker-f'));
      const texts = socket.frames.filter((f) => f.event === 'update').map((f) => /marker-\w+/.exec(f.payload ?? '')?.[0]);
      expect(texts).toEqual(['marker-parent', 'marker-e', 'marker-f']);
    });

    it('sends deletes to the streams that had the status', async () => {
      const alice = user('alice');
      const bob = user('bob');
      follow(kit.t.instance, alice, bob);
      const events: StreamingEvent[] = [];
      const streaming = client(alice.token, 'protocol');
      streaming.subscribe({ stream: 'user' }, (event) => events.push(event));
      streaming.subscribe({ stream: 'public' }, (event) => events.push(event));
      await subscribed(kit.t, `timeline:${alice.account.id}`);
      await subscribed(kit.t, 'timeline:public');

      const status = await bob.api.statuses.create({ status: 'soon gone', visibility: 'public' });
      await waitFor(events, (e) => e.type === 'update' && e.stream.stream === 'public');
      await bob.api.statuses.remove(status.id);
      const deletes = [
        await waitFor(events, (e) => e.type === 'delete' && e.stream.stream === 'user'),
        await waitFor(events, (e) => e.type === 'delete' && e.stream.stream === 'public'),
      ];
      for (const event of deletes) expect(event).toMatchObject({ type: 'delete', id: status.id });
    });

    it('sends delete payloads as the bare id', async () => {
      const viewer = user('viewer');
      const author = user('author');
      const socket = await open(viewer.token, { query: 'stream=public:local' });
      const status = await author.api.statuses.create({ status: 'to delete', visibility: 'public' });
      await author.api.statuses.remove(status.id);
      const frame = await socket.next((f) => f.event === 'delete');
      expect(frame).toEqual({ stream: ['public:local'], event: 'delete', payload: status.id });
    });

    it('sends notifications on the user and user:notification streams, and no statuses on the latter', async () => {
      const alice = user('alice');
      const bob = user('bob');
      follow(kit.t.instance, alice, bob);
      const user$: StreamingEvent[] = [];
      const notifications$: StreamingEvent[] = [];
      const streaming = client(alice.token, 'protocol');
      streaming.subscribe({ stream: 'user' }, (e) => user$.push(e));
      streaming.subscribe({ stream: 'user:notification' }, (e) => notifications$.push(e));
      await subscribed(kit.t, `timeline:${alice.account.id}`, 2);

      const mention = await bob.api.statuses.create({ status: `hey @${alice.account.username}`, visibility: 'public' });
      const viaUser = await waitFor(user$, (e) => e.type === 'notification');
      const viaNotifications = await waitFor(notifications$, (e) => e.type === 'notification');
      for (const event of [viaUser, viaNotifications]) {
        if (event.type !== 'notification') throw new Error('unreachable');
        expect(event.notification).toMatchObject({ type: 'mention', account: { id: bob.account.id }, status: { id: mention.id } });
      }
      await waitFor(user$, (e) => e.type === 'update');
      expect(notifications$.map((e) => e.type)).toEqual(['notification']);
    });

    it('sends the user stream no notifications when the token may not read them', async () => {
      const alice = user('alice', { scopes: 'read:statuses write' });
      const bob = user('bob');
      follow(kit.t.instance, alice, bob);
      const socket = await open(alice.token, { query: 'stream=user' });
      await bob.api.statuses.create({ status: `hey @${alice.account.username}`, visibility: 'public' });
      await socket.next((f) => f.event === 'update');
      expect(socket.frames.map((f) => f.event)).toEqual(['update']);
      socket.send({ type: 'subscribe', stream: 'user:notification' });
      const error = await socket.next((f) => f.error !== undefined);
      expect(error).toEqual({ error: 'Access token does not have the required scopes', status: 401 });
    });

    it('sends filters_changed, without a payload, on the user stream only', async () => {
      const alice = user('alice');
      const events: StreamingEvent[] = [];
      const streaming = client(alice.token, 'protocol');
      streaming.subscribe({ stream: 'user' }, (e) => events.push(e));
      streaming.subscribe({ stream: 'user:notification' }, (e) => events.push(e));
      await subscribed(kit.t, `timeline:${alice.account.id}`, 2);
      await alice.api.filters.create({ phrase: 'noise', context: ['home'] });
      const event = await waitFor(events, (e) => e.type === 'filters_changed');
      expect(event.stream).toEqual({ stream: 'user' });
      const socket = await open(alice.token, { query: 'stream=user' });
      await alice.api.filters.create({ phrase: 'more noise', context: ['public'] });
      expect(await socket.next((f) => f.event === 'filters_changed')).toEqual({ stream: ['user'], event: 'filters_changed' });
      expect(events.filter((e) => e.type === 'filters_changed')).toHaveLength(2);
    });

    it('sends edits as status.update', async () => {
      const viewer = user('viewer');
      const author = user('author');
      const socket = await open(viewer.token, { query: 'stream=public' });
      const status = await author.api.statuses.create({ status: 'first draft', visibility: 'public' });
      kit.t.instance.db.prepare("UPDATE statuses SET content = '<p>second draft</p>', edited_at = ? WHERE id = ?").run(new Date().toISOString(), status.id);
      kit.t.instance.hub.publish('timeline:public', { kind: 'status', event: 'status.update', statusId: status.id });
      const frame = await socket.next((f) => f.event === 'status.update');
      expect(payloadOf<{ id: string; content: string; edited_at: string | null }>(frame)).toMatchObject({ id: status.id, content: '<p>second draft</p>' });
    });

    it('sends boosts to followers of the booster, as the boost', async () => {
      const alice = user('alice');
      const bob = user('bob');
      const carol = user('carol');
      follow(kit.t.instance, alice, bob);
      const original = await carol.api.statuses.create({ status: 'boost me', visibility: 'public' });
      const socket = await open(alice.token, { query: 'stream=user' });
      const boost = await bob.api.statuses.reblog(original.id);
      const frame = await socket.next((f) => f.event === 'update');
      expect(payloadOf<{ id: string; reblog: { id: string } }>(frame)).toMatchObject({ id: boost.id, reblog: { id: original.id } });
    });
  });

  describe('EventSource', () => {
    it('streams updates as server-sent events', async () => {
      const viewer = user('viewer');
      const author = user('author');
      const controller = new AbortController();
      const response = await fetch(`${kit.t.url}/api/v1/streaming/hashtag?tag=sse`, { headers: { authorization: `Bearer ${viewer.token}` }, signal: controller.signal });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream');
      const reader = response.body?.getReader();
      if (!reader) throw new Error('no body');
      await subscribed(kit.t, 'timeline:hashtag:sse');
      const status = await author.api.statuses.create({ status: 'over #sse', visibility: 'public' });
      let text = '';
      while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
      controller.abort();
      expect(text).toMatch(/^:\)\nevent: update\ndata: \{/);
      expect(JSON.parse(text.split('data: ')[1]?.split('\n')[0] ?? '')).toMatchObject({ id: status.id });
    });

    it('answers a bad stream or token with an HTTP error', async () => {
      const viewer = user('viewer');
      const auth = { authorization: `Bearer ${viewer.token}` };
      const missingTag = await fetch(`${kit.t.url}/api/v1/streaming/hashtag`, { headers: auth });
      expect(missingTag.status).toBe(400);
      expect(await missingTag.json()).toEqual({ error: 'Missing tag name parameter' });
      expect((await fetch(`${kit.t.url}/api/v1/streaming/list?list=1`, { headers: auth })).status).toBe(404);
      expect((await fetch(`${kit.t.url}/api/v1/streaming/public`)).status).toBe(401);
    });
  });

  describe('heartbeat', () => {
    it('pings sockets and ends those that stopped answering', () => {
      jest.useFakeTimers();
      try {
        const heartbeat = new Heartbeat(20);
        const fake = Object.assign(new EventEmitter(), { ping: jest.fn(), terminate: jest.fn() });
        heartbeat.watch(fake as unknown as WebSocket);
        jest.advanceTimersByTime(20);
        expect(fake.ping).toHaveBeenCalledTimes(1);
        fake.emit('pong');
        jest.advanceTimersByTime(20);
        // It answered the first ping: pinged again, not ended.
        expect(fake.ping).toHaveBeenCalledTimes(2);
        expect(fake.terminate).not.toHaveBeenCalled();
        jest.advanceTimersByTime(20);
        // No answer to the second ping: ended and forgotten.
        expect(fake.terminate).toHaveBeenCalledTimes(1);
        expect(heartbeat.size).toBe(0);
        heartbeat.stop();
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
