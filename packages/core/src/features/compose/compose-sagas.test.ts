import type { Account, RestClient, Status } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { getEntity } from '../../store/entity-table';
import { selectAlerts } from '../alerts/alerts-selectors';
import { fetchStatus } from '../statuses/statuses-actions';
import { deleteStatus } from '../statuses/status-actions';
import { expandTimeline, timelineConnected } from '../timelines/timelines-actions';
import {
  composeChanged,
  composeDraftRestored,
  composeDraftSaved,
  composePageHidden,
  composePollAdded,
  composePollOptionChanged,
  composePrivacyChanged,
  composeReplyStarted,
  composeSpoilerTextChanged,
  composeSpoilerToggled,
  composeSuggestionsReady,
  composeSuggestionsRequested,
  composeTagHistoryLoaded,
  directCompose,
  mentionCompose,
  postCompose,
  replyCompose,
  submitCompose,
} from './compose-actions';
import { composeLanguageChanged, composeScheduleChanged } from './compose-extras-actions';
import { selectCompose } from './compose-selectors';
import { createMemoryPreferences, type Preferences } from './preferences';

describe('compose against the local instance (SPEC §4 Compose, §5, §7 POST /api/v1/statuses)', () => {
  let local: LocalServer;
  let demo: RestClient;
  let alice: RestClient;
  let me: Account;
  let aliceAccount: Account;
  let bobAccount: Account;

  beforeAll(async () => {
    local = await startLocalServer();
    demo = await local.signIn('demo');
    alice = await local.signIn('alice');
    me = await demo.accounts.verifyCredentials();
    aliceAccount = await alice.accounts.verifyCredentials();
    bobAccount = await (await local.signIn('bob')).accounts.verifyCredentials();
  }, 60_000);
  afterAll(() => local.close());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  let preferences: Preferences = createMemoryPreferences();
  afterEach(() => store?.rootTask.cancel());
  /** A store signed in as demo, once it has loaded demo's tag history and draft from `keep`. */
  async function newStore(keep: Preferences = createMemoryPreferences()): Promise<TrumpetStore> {
    store?.rootTask.cancel();
    recorder = createActionRecorder();
    preferences = keep;
    const loaded = recorder.next([composeTagHistoryLoaded.type]);
    store = createTrumpetStore({ api: demo, sanitize, meta: { me: me.id }, preferences, middleware: [recorder.middleware] });
    await loaded;
    return store;
  }
  const compose = () => selectCompose((store as TrumpetStore).getState());

  async function submit(s: TrumpetStore): Promise<{ type: string; payload?: unknown }> {
    const settled = recorder.next([postCompose.success.type, postCompose.fail.type]);
    s.dispatch(submitCompose());
    return settled;
  }
  async function posted(s: TrumpetStore): Promise<Status> {
    const result = await submit(s);
    expect(result.type).toBe(postCompose.success.type);
    const { statusId } = result.payload as { statusId: string };
    return demo.statuses.fetch(statusId);
  }
  async function load(s: TrumpetStore, id: string): Promise<void> {
    const done = recorder.next([fetchStatus.success.type, fetchStatus.fail.type]);
    s.dispatch(fetchStatus.request({ id }));
    expect((await done).type).toBe(fetchStatus.success.type);
  }

  it('posts the draft with its warning, privacy and an idempotency key, imports it and resets the form', async () => {
    const s = await newStore();
    s.dispatch(composeChanged({ text: 'Soup is ready #Soup #LunchTime' }));
    s.dispatch(composeSpoilerToggled());
    s.dispatch(composeSpoilerTextChanged({ text: 'food' }));
    s.dispatch(composePrivacyChanged({ privacy: 'unlisted' }));
    const status = await posted(s);
    expect(status).toMatchObject({ spoiler_text: 'food', visibility: 'unlisted', sensitive: true, in_reply_to_id: null });
    const request = recorder.actions.find((action) => action.type === postCompose.request.type)?.payload as {
      idempotencyKey: string;
      params: Record<string, unknown>;
    };
    expect(request.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(request.params).toEqual({
      status: 'Soup is ready #Soup #LunchTime',
      in_reply_to_id: null,
      media_ids: [],
      sensitive: false,
      spoiler_text: 'food',
      visibility: 'unlisted',
      poll: null,
    });
    expect(getEntity(s.getState().statuses, status.id)?.spoiler_text).toBe('food');
    expect(compose()).toMatchObject({ text: '', spoiler: false, spoilerText: '', privacy: 'public', isSubmitting: false, idempotencyKey: null });
  });

  it('sends no warning text when the warning is off', async () => {
    const s = await newStore();
    s.dispatch(composeChanged({ text: 'no warning here' }));
    await posted(s);
    const request = recorder.actions.find((action) => action.type === postCompose.request.type)?.payload as { params: object };
    expect(request.params).not.toHaveProperty('spoiler_text');
  });

  it('merges the tags at the front of the history, as written, and stores it for the user', async () => {
    const s = await newStore();
    s.dispatch(composeTagHistoryLoaded({ tags: ['soup', 'Bread'] }));
    s.dispatch(composeChanged({ text: 'Fresh #bread and #Jam' }));
    await posted(s);
    expect(compose().tagHistory).toEqual(['bread', 'Jam', 'soup']);
    expect(await preferences.get(`tagHistory:${me.id}`)).toEqual(['bread', 'Jam', 'soup']);
  });

  it('loads the user’s tag history on start, and the # suggestions come from it', async () => {
    const kept = createMemoryPreferences();
    await kept.set(`tagHistory:${me.id}`, ['Cats', 'catalog', 'dogs']);
    const s = await newStore(kept);
    expect(compose().tagHistory).toEqual(['Cats', 'catalog', 'dogs']);
    const ready = recorder.next([composeSuggestionsReady.type]);
    s.dispatch(composeSuggestionsRequested({ token: '#cat' }));
    expect((await ready).payload).toEqual({
      token: '#cat',
      suggestions: [
        { kind: 'hashtag', name: 'Cats' },
        { kind: 'hashtag', name: 'catalog' },
      ],
    });
  });

  it('sends nothing for whitespace only, over 500, or while submitting', async () => {
    const s = await newStore();
    for (const text of ['   \n', 'x'.repeat(501)]) {
      s.dispatch(composeChanged({ text }));
      s.dispatch(submitCompose());
    }
    s.dispatch(composeChanged({ text: 'once' }));
    const settled = recorder.next([postCompose.success.type, postCompose.fail.type]);
    s.dispatch(submitCompose());
    s.dispatch(submitCompose());
    await settled;
    expect(recorder.types().filter((type) => type === postCompose.request.type)).toHaveLength(1);
  });

  it('a failed post keeps the draft and its key, shows the server’s error, and a retry sends the same key', async () => {
    const s = await newStore();
    s.dispatch(composeChanged({ text: 'Which one?' }));
    s.dispatch(composePollAdded());
    s.dispatch(composePollOptionChanged({ index: 0, title: 'tea' }));
    const failed = await submit(s);
    expect(failed.type).toBe(postCompose.fail.type);
    expect(compose()).toMatchObject({
      text: 'Which one?',
      poll: { options: ['tea', ''] },
      isSubmitting: false,
      lastError: { kind: 'http', status: 422 },
    });
    expect(selectAlerts(s.getState())).toEqual([expect.objectContaining({ title: { text: '422' }, message: { text: "Validation failed: Poll options can't be blank" } })]);
    const firstKey = compose().idempotencyKey;
    expect(firstKey).not.toBeNull();

    await submit(s);
    s.dispatch(composePollOptionChanged({ index: 1, title: 'coffee' }));
    const status = await posted(s);
    const keys = recorder.actions.filter((action) => action.type === postCompose.request.type).map((action) => (action.payload as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toEqual([firstKey, firstKey, expect.any(String)]);
    expect(keys[2]).not.toBe(firstKey);
    expect(status.poll?.options.map((option) => option.title)).toEqual(['tea', 'coffee']);
    expect(status.poll?.multiple).toBe(false);
    expect(compose().lastError).toBeNull();
  });

  it('replies with the mentions, the stricter privacy and the warning of the status, and posts the reply', async () => {
    const original = await alice.statuses.create({ status: `@demo @bob hello`, visibility: 'unlisted', spoiler_text: 'greetings' });
    const s = await newStore();
    await load(s, original.id);
    const started = recorder.next([composeReplyStarted.type]);
    s.dispatch(replyCompose({ statusId: original.id }));
    await started;
    expect(compose()).toMatchObject({
      inReplyToId: original.id,
      text: '@alice @bob ',
      privacy: 'unlisted',
      spoiler: true,
      spoilerText: 'greetings',
      focusKey: 1,
    });
    expect(s.getState().screens.open.compose).toEqual({ statusIds: [original.id], accountIds: [] });
    s.dispatch(composeChanged({ text: `${compose().text}hi!` }));
    const reply = await posted(s);
    expect(reply).toMatchObject({ in_reply_to_id: original.id, visibility: 'unlisted', spoiler_text: 'greetings' });
    expect(reply.mentions.map((mention) => mention.id).sort()).toEqual([aliceAccount.id, bobAccount.id].sort());
    expect(compose().inReplyToId).toBeNull();
    expect(s.getState().screens.open.compose).toBeUndefined();
  });

  it('replying to a boost replies to the boosted status', async () => {
    const original = await alice.statuses.create({ status: 'boost me', visibility: 'public' });
    const boost = await demo.statuses.reblog(original.id);
    const s = await newStore();
    await load(s, boost.id);
    const started = recorder.next([composeReplyStarted.type]);
    s.dispatch(replyCompose({ statusId: boost.id }));
    expect((await started).payload).toMatchObject({ inReplyToId: original.id, text: '@alice ', visibility: 'public' });
  });

  it("replying to a status the store has not loaded (a push notification's Reply) fetches it first, then starts the reply", async () => {
    const original = await alice.statuses.create({ status: '@demo are you coming?', visibility: 'private' });
    const s = await newStore();
    expect(getEntity(s.getState().statuses, original.id)).toBeUndefined();
    const started = recorder.next([composeReplyStarted.type]);
    s.dispatch(replyCompose({ statusId: original.id }));
    expect((await started).payload).toMatchObject({ inReplyToId: original.id, text: '@alice ', visibility: 'private' });
    expect(compose()).toMatchObject({ inReplyToId: original.id, privacy: 'private' });
  });

  it('replying to a status that cannot be fetched leaves the composer as it was', async () => {
    const s = await newStore();
    s.dispatch(composeChanged({ text: 'kept' }));
    const failed = recorder.next([fetchStatus.fail.type]);
    s.dispatch(replyCompose({ statusId: '999999999' }));
    await failed;
    expect(compose()).toMatchObject({ text: 'kept', inReplyToId: null });
    expect(recorder.actions.map((action) => action.type)).not.toContain(composeReplyStarted.type);
  });

  it('mentions and writes directly to an account in the store', async () => {
    const original = await alice.statuses.create({ status: 'hi all', visibility: 'public' });
    const s = await newStore();
    await load(s, original.id);
    s.dispatch(composeChanged({ text: 'Hello' }));
    s.dispatch(mentionCompose({ accountId: aliceAccount.id }));
    expect(compose()).toMatchObject({ text: 'Hello @alice ', privacy: 'public' });
    s.dispatch(composeChanged({ text: '' }));
    s.dispatch(directCompose({ accountId: aliceAccount.id }));
    expect(compose()).toMatchObject({ text: '@alice ', privacy: 'direct' });
    const before = compose();
    s.dispatch(mentionCompose({ accountId: 'not-loaded' }));
    expect(compose()).toBe(before);
  });

  it('prepends the post to home when loaded and online, not a direct one; public non-replies to community too', async () => {
    const s = await newStore();
    for (const timeline of ['home', 'community'] as const) {
      const done = recorder.next([expandTimeline.success.type, expandTimeline.fail.type]);
      s.dispatch(expandTimeline.request({ timeline }));
      expect((await done).type).toBe(expandTimeline.success.type);
    }
    s.dispatch(timelineConnected({ timeline: 'home' }));
    s.dispatch(timelineConnected({ timeline: 'community' }));
    const items = (name: string) => s.getState().timelines[name]?.items ?? [];

    s.dispatch(composeChanged({ text: 'public news' }));
    const publicPost = await posted(s);
    expect(items('home')[0]).toBe(publicPost.id);
    expect(items('community')[0]).toBe(publicPost.id);

    s.dispatch(composeChanged({ text: '@alice secret' }));
    s.dispatch(composePrivacyChanged({ privacy: 'direct' }));
    const directPost = await posted(s);
    expect(items('home')).not.toContain(directPost.id);
    expect(items('community')).not.toContain(directPost.id);

    s.dispatch(composeChanged({ text: 'quiet one' }));
    s.dispatch(composePrivacyChanged({ privacy: 'unlisted' }));
    const unlisted = await posted(s);
    expect(items('home')[0]).toBe(unlisted.id);
    expect(items('community')[0]).toBe(publicPost.id);
  });

  it('keeps the draft in the preferences a second after the last change, and a new session gets it back', async () => {
    const kept = createMemoryPreferences();
    const s = await newStore(kept);
    s.dispatch(composeChanged({ text: 'half-written thought' }));
    s.dispatch(composePrivacyChanged({ privacy: 'private' }));
    expect(compose().draftSaved).toBe(false);
    await recorder.next([composeDraftSaved.type], 3000);
    expect(compose().draftSaved).toBe(true);
    expect(await kept.get(`composeDraft:${me.id}`)).toEqual({
      text: 'half-written thought',
      spoiler: false,
      spoilerText: '',
      privacy: 'private',
      inReplyToId: null,
      poll: null,
      language: null,
      scheduledAt: null,
    });

    store?.rootTask.cancel();
    recorder = createActionRecorder();
    const restored = recorder.next([composeDraftRestored.type]);
    store = createTrumpetStore({ api: demo, sanitize, meta: { me: me.id }, preferences: kept, middleware: [recorder.middleware] });
    await restored;
    expect(compose()).toMatchObject({ text: 'half-written thought', privacy: 'private', draftSaved: true });

    await posted(store);
    await recorder.next([composeDraftSaved.type], 3000);
    expect(await kept.get(`composeDraft:${me.id}`)).toBeUndefined();
  });

  it('stores the draft at once when the page is hidden, without the second’s pause (text typed just before a reload is kept)', async () => {
    const kept = createMemoryPreferences();
    const s = await newStore(kept);
    s.dispatch(composeChanged({ text: 'typed just before leaving' }));
    expect(await kept.get(`composeDraft:${me.id}`)).toBeUndefined();
    s.dispatch(composePageHidden());
    // No timer has run: the pause of DRAFT_SAVE_DELAY_MS was skipped.
    expect(await kept.get(`composeDraft:${me.id}`)).toMatchObject({ text: 'typed just before leaving' });
    expect(compose().draftSaved).toBe(true);
  });

  it('the picked language and the time to post are kept with the draft and come back with it', async () => {
    const kept = createMemoryPreferences();
    const s = await newStore(kept);
    const at = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString();
    s.dispatch(composeChanged({ text: 'À demain' }));
    s.dispatch(composeLanguageChanged({ language: 'fr' }));
    s.dispatch(composeScheduleChanged({ scheduledAt: at }));
    s.dispatch(composePageHidden());
    expect(await kept.get(`composeDraft:${me.id}`)).toMatchObject({ text: 'À demain', language: 'fr', scheduledAt: at });

    store?.rootTask.cancel();
    recorder = createActionRecorder();
    const restored = recorder.next([composeDraftRestored.type]);
    store = createTrumpetStore({ api: demo, sanitize, meta: { me: me.id }, preferences: kept, middleware: [recorder.middleware] });
    await restored;
    expect(compose()).toMatchObject({ text: 'À demain', language: 'fr', scheduledAt: at });
  });

  it('a draft stored before languages and times were kept still comes back, with neither', async () => {
    const kept = createMemoryPreferences();
    await kept.set(`composeDraft:${me.id}`, { text: 'an old draft', spoiler: false, spoilerText: '', privacy: 'public', inReplyToId: null, poll: null });
    store?.rootTask.cancel();
    recorder = createActionRecorder();
    const restored = recorder.next([composeDraftRestored.type]);
    store = createTrumpetStore({ api: demo, sanitize, meta: { me: me.id }, preferences: kept, middleware: [recorder.middleware] });
    await restored;
    expect(compose()).toMatchObject({ text: 'an old draft', language: null, scheduledAt: null });
  });

  it('a restored draft that replies brings the replied status back into the store', async () => {
    const original = await alice.statuses.create({ status: 'remember me', visibility: 'public' });
    const kept = createMemoryPreferences();
    await kept.set(`composeDraft:${me.id}`, { text: '@alice yes', spoiler: false, spoilerText: '', privacy: 'public', inReplyToId: original.id, poll: null });
    store?.rootTask.cancel();
    recorder = createActionRecorder();
    const fetched = recorder.next([fetchStatus.success.type, fetchStatus.fail.type]);
    store = createTrumpetStore({ api: demo, sanitize, meta: { me: me.id }, preferences: kept, middleware: [recorder.middleware] });
    expect((await fetched).type).toBe(fetchStatus.success.type);
    expect(compose()).toMatchObject({ text: '@alice yes', inReplyToId: original.id });
    expect(getEntity(store.getState().statuses, original.id)?.content).toContain('remember me');
  });

  it('redrafts a deleted status: text, warning, privacy and poll come back', async () => {
    const s = await newStore();
    s.dispatch(composeChanged({ text: 'Pick one #redraft' }));
    s.dispatch(composePrivacyChanged({ privacy: 'unlisted' }));
    s.dispatch(composePollAdded());
    s.dispatch(composePollOptionChanged({ index: 0, title: 'red' }));
    s.dispatch(composePollOptionChanged({ index: 1, title: 'blue' }));
    const status = await posted(s);
    const deleted = recorder.next([deleteStatus.success.type, deleteStatus.fail.type]);
    s.dispatch(deleteStatus.request({ id: status.id, withRedraft: true }));
    expect((await deleted).type).toBe(deleteStatus.success.type);
    expect(compose()).toMatchObject({
      text: 'Pick one #redraft',
      privacy: 'unlisted',
      poll: { options: ['red', 'blue'], expiresIn: 86400, multiple: false },
      inReplyToId: null,
    });
    const again = await posted(s);
    expect(again.poll?.options.map((option) => option.title)).toEqual(['red', 'blue']);
  });
});
