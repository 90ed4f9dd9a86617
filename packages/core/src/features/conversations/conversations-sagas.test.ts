import type { Conversation, RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { getEntity } from '../../store/entity-table';
import { blockAccount } from '../relationships/relationships-actions';
import { conversationReceived } from '../streaming/streaming-actions';
import { compareId } from '../timelines/merge-timeline-ids';
import { expandConversations, markConversationRead, removeConversation, type ExpandConversationsSuccess } from './conversations-actions';
import { selectConversations } from './conversations-selectors';

describe('conversations against the local instance (SPEC §4 "Conversations")', () => {
  let local: LocalServer;
  let api: RestClient;
  let alice: RestClient;
  let me = '';
  let aliceId = '';

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
    alice = await local.signIn('alice');
    me = (await api.accounts.verifyCredentials()).id;
    aliceId = (await alice.accounts.verifyCredentials()).id;
    // More than a page (20) of conversations, so the next link is followed.
    for (let i = 0; i < 22; i += 1) await alice.statuses.create({ status: `@demo note ${i}`, visibility: 'direct' });
  }, 60_000);
  afterAll(() => local.close());
  afterEach(() => jest.restoreAllMocks());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());
  function newStore(): TrumpetStore {
    store?.rootTask.cancel();
    recorder = createActionRecorder();
    store = createTrumpetStore({ api, sanitize, meta: { me }, middleware: [recorder.middleware] });
    return store;
  }
  async function expand(s: TrumpetStore, older?: boolean): Promise<ExpandConversationsSuccess> {
    const done = recorder.next([expandConversations.success.type, expandConversations.fail.type]);
    s.dispatch(expandConversations.request(older === undefined ? {} : { older }));
    const action = await done;
    expect(action.type).toBe(expandConversations.success.type);
    return action.payload as ExpandConversationsSuccess;
  }
  async function allConversations(): Promise<Conversation[]> {
    const all: Conversation[] = [];
    for await (const page of api.conversations.list()) all.push(...page.items);
    return all;
  }

  it('loads a page, follows the next link for older ones, and stops without one', async () => {
    const all = await allConversations();
    expect(all.length).toBeGreaterThan(20);
    const s = newStore();
    const list = jest.spyOn(api.conversations, 'list');
    await expand(s);
    const state = () => s.getState().conversations;
    expect(state().items.map((item) => item.id)).toEqual(all.slice(0, 20).map((c) => c.id));
    expect(state().next).toMatch(/max_id=/);
    expect(state().hasMore).toBe(true);
    for (const item of state().items) {
      for (const id of item.accounts) expect(getEntity(s.getState().accounts, id)).toBeDefined();
      expect(getEntity(s.getState().statuses, item.last_status ?? '')?.visibility).toBe('direct');
    }

    const next = state().next;
    await expand(s, true);
    expect(list).toHaveBeenLastCalledWith({}, { cursor: next });
    expect(state().items.map((item) => item.id)).toEqual(all.map((c) => c.id));
    while (state().next !== null) await expand(s, true);
    expect(state().hasMore).toBe(false);

    const calls = list.mock.calls.length;
    expect((await expand(s, true)).skipped).toBe(true);
    expect(list).toHaveBeenCalledTimes(calls);

    // Newer ones: since_id of the first conversation's last status, merged in at the top.
    const first = state().items[0]?.last_status;
    const posted = await alice.statuses.create({ status: '@demo one more', visibility: 'direct' });
    await expand(s);
    expect(list).toHaveBeenLastCalledWith({ since_id: first });
    expect(state().items[0]?.last_status).toBe(posted.id);
    expect(state().items).toHaveLength(all.length + 1);
  });

  it('puts a streamed conversation at the top, replacing it by id, and imports its accounts', async () => {
    const s = newStore();
    await expand(s);
    const [newest, second] = await allConversations();
    if (!newest || !second) throw new Error('no conversations');
    const before = s.getState().conversations.items.length;
    const reply = await alice.statuses.create({ status: '@demo back to this one', visibility: 'direct', in_reply_to_id: second.last_status?.id ?? null });
    const updated = (await allConversations()).find((c) => c.id === second.id);
    if (!updated) throw new Error('conversation gone');
    expect(updated.last_status?.id).toBe(reply.id);

    s.dispatch(conversationReceived({ conversation: { ...updated, unread: true, accounts: updated.accounts } }));
    const items = s.getState().conversations.items;
    expect(items[0]).toEqual({ id: second.id, accounts: [aliceId], last_status: reply.id, unread: true });
    expect(items).toHaveLength(before);
    const view = selectConversations(s.getState())[0];
    expect(view?.accounts.map((account) => account.id)).toEqual([aliceId]);
    expect(view?.lastStatus?.id).toBe(reply.id);
    expect(view?.lastStatus?.accountRecord?.id).toBe(aliceId);
    // A store that never loaded the list imports the streamed conversation's accounts and status.
    const fresh = newStore();
    fresh.dispatch(conversationReceived({ conversation: updated }));
    expect(selectConversations(fresh.getState())).toEqual([
      expect.objectContaining({ id: second.id, accounts: [expect.objectContaining({ id: aliceId })], lastStatus: expect.objectContaining({ id: reply.id }) }),
    ]);
    // Sorted by last status, newest first (SPEC §4).
    const lastIds = items.map((item) => item.last_status ?? '');
    expect([...lastIds].sort((a, b) => compareId(b, a))).toEqual(lastIds);
  });

  it('marks a conversation read on the server and in the store', async () => {
    const s = newStore();
    await expand(s);
    const unread = s.getState().conversations.items.find((item) => item.unread);
    if (!unread) throw new Error('no unread conversation');
    const read = jest.spyOn(api.conversations, 'read');
    const done = recorder.next([markConversationRead.success.type, markConversationRead.fail.type]);
    s.dispatch(markConversationRead.request({ id: unread.id }));
    expect(s.getState().conversations.items.find((item) => item.id === unread.id)?.unread).toBe(false);
    expect((await done).type).toBe(markConversationRead.success.type);
    expect(read).toHaveBeenCalledWith(unread.id);
    expect((await allConversations()).find((c) => c.id === unread.id)?.unread).toBe(false);
    expect(selectConversations(s.getState()).find((c) => c.id === unread.id)?.unread).toBe(false);
  });

  it('removes a conversation after the server does', async () => {
    const s = newStore();
    await expand(s);
    const gone = s.getState().conversations.items[1]?.id ?? '';
    const done = recorder.next([removeConversation.success.type, removeConversation.fail.type]);
    s.dispatch(removeConversation.request({ id: gone }));
    expect(s.getState().conversations.items.some((item) => item.id === gone)).toBe(true);
    expect((await done).type).toBe(removeConversation.success.type);
    expect(s.getState().conversations.items.some((item) => item.id === gone)).toBe(false);
    expect((await allConversations()).some((c) => c.id === gone)).toBe(false);

    const failed = recorder.next([removeConversation.fail.type]);
    s.dispatch(removeConversation.request({ id: gone }));
    expect((await failed).payload).toMatchObject({ error: { kind: 'http', status: 404 } });
  });

  it("drops a blocked account's conversations", async () => {
    const s = newStore();
    await expand(s);
    while (s.getState().conversations.next !== null) await expand(s, true);
    expect(s.getState().conversations.items.some((item) => item.accounts.includes(aliceId))).toBe(true);
    const done = recorder.next([blockAccount.success.type, blockAccount.fail.type]);
    s.dispatch(blockAccount.request({ id: aliceId }));
    expect((await done).type).toBe(blockAccount.success.type);
    expect(s.getState().conversations.items.some((item) => item.accounts.includes(aliceId))).toBe(false);
    expect(s.getState().conversations.items.length).toBeGreaterThan(0);
    await api.accounts.unblock(aliceId);
  });
});
