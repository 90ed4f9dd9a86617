import { type ApiError } from '@trumpet/api-client';
import WebSocket from 'ws';
import { addFilter, block, createList, domainBlock, follow, mute } from '../support/status-fixtures';
import { payloadOf, StreamingSocket, subscribed, useStreamingTestKit, waitFor } from '../support/streaming-socket';

// Who gets what on the streaming API (blocks, mutes, visibility), and managing subscriptions.
describe('streaming API: filtering and subscriptions', () => {
  const kit = useStreamingTestKit();
  const { user, open, client } = kit;
  describe('filtering for the viewer', () => {
    it('drops what blocked, blocking, muted and domain-blocked accounts post, on every stream', async () => {
      const viewer = user('viewer');
      const blocked = user('blocked');
      const blocker = user('blocker');
      const muted = user('muted');
      const fine = user('fine');
      for (const author of [blocked, blocker, muted, fine]) follow(kit.t.instance, viewer, author);
      block(kit.t.instance, viewer, blocked);
      block(kit.t.instance, blocker, viewer);
      mute(kit.t.instance, viewer, muted);
      const socket = await open(viewer.token, { query: 'stream=user' });
      socket.send({ type: 'subscribe', stream: 'public' });
      socket.send({ type: 'subscribe', stream: 'hashtag', tag: 'filtered' });
      await subscribed(kit.t, 'timeline:hashtag:filtered');

      for (const author of [blocked, blocker, muted]) await author.api.statuses.create({ status: `#filtered by ${author.account.username}`, visibility: 'public' });
      await fine.api.statuses.create({ status: `@${blocked.account.username} #filtered mentions a blocked account`, visibility: 'public' });
      await fine.api.statuses.create({ status: '#filtered sentinel', visibility: 'public' });
      await socket.next((f) => f.stream?.[0] === 'hashtag' && (f.payload ?? '').includes('sentinel'));
      await socket.next((f) => f.stream?.[0] === 'user' && (f.payload ?? '').includes('sentinel'));
      const updates = socket.frames.filter((f) => f.event === 'update');
      expect(updates).toHaveLength(3);
      expect(updates.every((f) => (f.payload ?? '').includes('sentinel'))).toBe(true);
    });

    it('drops boosts of a blocked account’s status', async () => {
      const viewer = user('viewer');
      const booster = user('booster');
      const blocked = user('blocked');
      follow(kit.t.instance, viewer, booster);
      block(kit.t.instance, viewer, blocked);
      const original = await blocked.api.statuses.create({ status: 'blocked words', visibility: 'public' });
      const socket = await open(viewer.token, { query: 'stream=user' });
      await booster.api.statuses.reblog(original.id);
      await booster.api.statuses.create({ status: 'sentinel', visibility: 'public' });
      await socket.next((f) => (f.payload ?? '').includes('sentinel'));
      expect(socket.frames.filter((f) => f.event === 'update')).toHaveLength(1);
    });

    it('drops statuses from a blocked domain', async () => {
      const viewer = user('viewer');
      const remote = user('remote', { domain: 'far.example' });
      const local = user('local');
      domainBlock(kit.t.instance, viewer, 'far.example');
      const socket = await open(viewer.token, { query: 'stream=public' });
      await remote.api.statuses.create({ status: 'from afar', visibility: 'public' });
      await local.api.statuses.create({ status: 'sentinel', visibility: 'public' });
      await socket.next((f) => (f.payload ?? '').includes('sentinel'));
      expect(socket.frames.filter((f) => f.event === 'update')).toHaveLength(1);
    });

    it('drops statuses matching an irreversible filter of the stream’s context', async () => {
      const viewer = user('viewer');
      const author = user('author');
      follow(kit.t.instance, viewer, author);
      addFilter(kit.t.instance, viewer, 'spoilers', { context: ['home'], irreversible: true });
      const socket = await open(viewer.token, { query: 'stream=user' });
      socket.send({ type: 'subscribe', stream: 'public' });
      await subscribed(kit.t, 'timeline:public');
      await author.api.statuses.create({ status: 'huge spoilers inside', visibility: 'public' });
      await author.api.statuses.create({ status: 'sentinel', visibility: 'public' });
      await socket.next((f) => f.stream?.[0] === 'user' && (f.payload ?? '').includes('sentinel'));
      await socket.next((f) => f.stream?.[0] === 'public' && (f.payload ?? '').includes('sentinel'));
      expect(socket.updates('user', 'spoilers')).toHaveLength(0);
      expect(socket.updates('public', 'spoilers')).toHaveLength(1);
    });

    it('sends private statuses to followers only', async () => {
      const author = user('author');
      const follower = user('follower');
      const stranger = user('stranger');
      follow(kit.t.instance, follower, author);
      const listId = createList(kit.t.instance, stranger, [author]);
      const followerSocket = await open(follower.token, { query: 'stream=user' });
      const strangerSocket = await open(stranger.token, { query: `stream=list&list=${listId}` });
      strangerSocket.send({ type: 'subscribe', stream: 'user' });
      strangerSocket.send({ type: 'subscribe', stream: 'public' });
      await subscribed(kit.t, `timeline:${stranger.account.id}`);

      await author.api.statuses.create({ status: 'followers only', visibility: 'private' });
      await author.api.statuses.create({ status: 'sentinel', visibility: 'public' });
      await followerSocket.next((f) => (f.payload ?? '').includes('followers only'));
      await strangerSocket.next((f) => f.stream?.[0] === 'list' && (f.payload ?? '').includes('sentinel'));
      await strangerSocket.next((f) => f.stream?.[0] === 'public' && (f.payload ?? '').includes('sentinel'));
      expect(strangerSocket.frames.filter((f) => (f.payload ?? '').includes('followers only'))).toEqual([]);
    });

    it('sends direct statuses and their conversation to the participants only', async () => {
      const author = user('author');
      const recipient = user('recipient');
      const follower = user('follower');
      follow(kit.t.instance, follower, author);
      follow(kit.t.instance, recipient, author);
      const recipientSocket = await open(recipient.token, { query: 'stream=direct' });
      const followerSocket = await open(follower.token, { query: 'stream=direct' });
      followerSocket.send({ type: 'subscribe', stream: 'user' });
      await subscribed(kit.t, `timeline:${follower.account.id}`);

      const dm = await author.api.statuses.create({ status: `@${recipient.account.username} psst`, visibility: 'direct' });
      const conversation = await recipientSocket.next((f) => f.event === 'conversation');
      expect(conversation.stream).toEqual(['direct']);
      expect(payloadOf<{ unread: boolean; accounts: { id: string }[]; last_status: { id: string } }>(conversation)).toMatchObject({
        unread: true,
        accounts: [{ id: author.account.id }],
        last_status: { id: dm.id },
      });
      await author.api.statuses.create({ status: 'sentinel', visibility: 'public' });
      await followerSocket.next((f) => (f.payload ?? '').includes('sentinel'));
      expect(followerSocket.frames.filter((f) => (f.payload ?? '').includes('psst'))).toEqual([]);
    });

    it('streams a list to its owner with its replies policy', async () => {
      const owner = user('owner');
      const member = user('member');
      const outsider = user('outsider');
      follow(kit.t.instance, owner, member);
      const listId = createList(kit.t.instance, owner, [member], { repliesPolicy: 'list' });
      const socket = await open(owner.token);
      socket.send({ type: 'subscribe', stream: 'list', list: listId });
      await subscribed(kit.t, `timeline:list:${listId}`);
      const elsewhere = await outsider.api.statuses.create({ status: 'outside', visibility: 'public' });
      await member.api.statuses.create({ status: 'reply to outsider', in_reply_to_id: elsewhere.id, visibility: 'public' });
      const posted = await member.api.statuses.create({ status: 'in the list', visibility: 'public' });
      const frame = await socket.next((f) => f.event === 'update');
      expect(frame.stream).toEqual(['list', listId]);
      expect(payloadOf<{ id: string }>(frame).id).toBe(posted.id);
      expect(socket.frames).toHaveLength(1);
    });
  });

  describe('subscriptions', () => {
    it('stops delivering after unsubscribe (api-client)', async () => {
      const viewer = user('viewer');
      const author = user('author');
      const streaming = client(viewer.token, 'protocol');
      const tagged: string[] = [];
      const local: string[] = [];
      const tag = streaming.subscribe({ stream: 'hashtag', tag: 'gone' }, (e) => e.type === 'update' && tagged.push(e.status.id));
      streaming.subscribe({ stream: 'public:local' }, (e) => e.type === 'update' && local.push(e.status.id));
      await subscribed(kit.t, 'timeline:hashtag:gone');
      await subscribed(kit.t, 'timeline:public:local');
      const first = await author.api.statuses.create({ status: '#gone one', visibility: 'public' });
      await waitFor(tagged, (id) => id === first.id);

      tag.unsubscribe();
      const deadline = Date.now() + 3000;
      while (kit.t.instance.hub.listenerCount('timeline:hashtag:gone') > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      expect(kit.t.instance.hub.listenerCount('timeline:hashtag:gone')).toBe(0);
      const second = await author.api.statuses.create({ status: '#gone two', visibility: 'public' });
      await waitFor(local, (id) => id === second.id);
      expect(tagged).toEqual([first.id]);
    });

    it('answers a bad subscription with an error frame and keeps the connection open', async () => {
      const viewer = user('viewer');
      const other = user('other');
      const othersList = createList(kit.t.instance, other, []);
      const socket = await open(viewer.token, { query: 'stream=nonsense' });
      expect(await socket.next((f) => f.error !== undefined)).toEqual({ error: 'Unknown stream type', status: 400 });
      socket.send({ type: 'subscribe', stream: 'hashtag' });
      socket.send({ type: 'subscribe', stream: 'list', list: othersList });
      socket.send({ type: 'subscribe', stream: 'list', list: '12345' });
      socket.send('{ not json');
      socket.send({ type: 'dance' });
      socket.send({ type: 'subscribe', stream: 'public' });
      await subscribed(kit.t, 'timeline:public');
      await other.api.statuses.create({ status: 'still here', visibility: 'public' });
      await socket.next((f) => f.event === 'update');
      expect(socket.frames.filter((f) => f.error)).toEqual([
        { error: 'Unknown stream type', status: 400 },
        { error: 'Missing tag name parameter', status: 400 },
        { error: 'Not authorized to stream this list', status: 404 },
        { error: 'Not authorized to stream this list', status: 404 },
      ]);
      expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    });

    it('reports a refused subscription through the api-client as an error', async () => {
      const viewer = user('viewer');
      const errors: ApiError[] = [];
      const streaming = client(viewer.token, 'protocol');
      streaming.on('error', (error) => errors.push(error));
      streaming.subscribe({ stream: 'list', list: '999' }, () => undefined);
      const error = await waitFor(errors, () => true);
      expect(error).toMatchObject({ status: 404 });
    });

    it('subscribes once to a stream asked for twice', async () => {
      const viewer = user('viewer');
      const author = user('author');
      const socket = await open(viewer.token, { query: 'stream=public' });
      socket.send({ type: 'subscribe', stream: 'public' });
      socket.send({ type: 'subscribe', stream: 'public:local' });
      await subscribed(kit.t, 'timeline:public:local');
      await author.api.statuses.create({ status: 'once', visibility: 'public' });
      await socket.next((f) => f.stream?.[0] === 'public:local');
      expect(socket.updates('public', 'once')).toHaveLength(1);
    });

    it('takes the token from the Authorization header too', async () => {
      const viewer = user('viewer');
      const author = user('author');
      const socket = await open(viewer.token, { via: 'header', query: 'stream=public:local' });
      await author.api.statuses.create({ status: 'by header', visibility: 'public' });
      expect((await socket.next((f) => f.event === 'update')).stream).toEqual(['public:local']);
    });

    it('leaves no hub listener behind once sockets close', async () => {
      const viewer = user('viewer');
      const listId = createList(kit.t.instance, viewer, []);
      const channels = [`timeline:${viewer.account.id}`, 'timeline:public', `timeline:list:${listId}`, `timeline:direct:${viewer.account.id}`, 'timeline:hashtag:leak'];
      const before = channels.map((c) => kit.t.instance.hub.listenerCount(c));
      const socket = await StreamingSocket.open(kit.t, viewer.token, { query: 'stream=user' });
      for (const message of [
        { type: 'subscribe', stream: 'public' },
        { type: 'subscribe', stream: 'list', list: listId },
        { type: 'subscribe', stream: 'direct' },
        { type: 'subscribe', stream: 'hashtag', tag: 'leak' },
        { type: 'subscribe', stream: 'user:notification' },
      ]) {
        socket.send(message);
      }
      await subscribed(kit.t, 'timeline:hashtag:leak');
      expect(kit.t.instance.hub.listenerCount(`timeline:${viewer.account.id}`)).toBe(2);
      await socket.close();
      const deadline = Date.now() + 3000;
      while (channels.some((c, i) => kit.t.instance.hub.listenerCount(c) !== before[i]) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      expect(channels.map((c) => kit.t.instance.hub.listenerCount(c))).toEqual([0, 0, 0, 0, 0]);
    });
  });

});
