import type { RestClient, Status, StreamingClient, StreamingEvent } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { getEntity } from '../../store/entity-table';
import { fetchStatus } from '../statuses/statuses-actions';
import { streamingStarted } from '../streaming/streaming-actions';
import { changeUploadCompose, composeChanged, composePollOptionChanged, submitCompose } from './compose-actions';
import { composeEditCancelled, editCompose, saveEditCompose } from './compose-edit-actions';
import { selectCompose } from './compose-selectors';
import { expiresInFrom } from './edit-params';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A streaming client whose events the test sends. */
function fakeStreaming() {
  const handlers = new Set<(event: StreamingEvent) => void>();
  const client: StreamingClient = {
    state: 'open',
    subscribe: (_params, handler) => {
      handlers.add(handler);
      return { unsubscribe: () => handlers.delete(handler) };
    },
    close: () => undefined,
    on: () => client,
    once: () => client,
    off: () => client,
  };
  return { client, send: (event: StreamingEvent) => handlers.forEach((handler) => handler(event)) };
}

describe('editing a post against the local instance (PUT /api/v1/statuses/:id)', () => {
  let local: LocalServer;
  let demo: RestClient;
  let me: string;

  beforeAll(async () => {
    local = await startLocalServer();
    demo = await local.signIn('demo');
    me = (await demo.accounts.verifyCredentials()).id;
  }, 60_000);
  afterAll(() => local.close());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());
  function newStore(streaming?: () => StreamingClient): TrumpetStore {
    recorder = createActionRecorder();
    store = createTrumpetStore({ api: demo, sanitize, meta: { me }, middleware: [recorder.middleware], ...(streaming ? { streaming } : {}) });
    return store;
  }
  const compose = (s: TrumpetStore) => selectCompose(s.getState());

  async function load(s: TrumpetStore, id: string): Promise<void> {
    const done = recorder.next([fetchStatus.success.type, fetchStatus.fail.type]);
    s.dispatch(fetchStatus.request({ id }));
    expect((await done).type).toBe(fetchStatus.success.type);
  }
  async function startEdit(s: TrumpetStore, id: string): Promise<void> {
    const done = recorder.next([editCompose.success.type, editCompose.fail.type]);
    s.dispatch(editCompose.request({ statusId: id }));
    expect((await done).type).toBe(editCompose.success.type);
  }
  async function save(s: TrumpetStore): Promise<string> {
    const done = recorder.next([saveEditCompose.success.type, saveEditCompose.fail.type]);
    s.dispatch(submitCompose());
    return (await done).type;
  }

  it('fills the composer from the source, keeps visibility, media, poll and language, and saves with PUT', async () => {
    const media = await demo.media.upload({ file: new Blob([new Uint8Array(PNG)], { type: 'image/png' }), filename: 'a.png', description: 'a dot' });
    const original = await demo.statuses.create({ status: 'Soup & bread at <noon>', spoiler_text: 'food', visibility: 'unlisted', media_ids: [media.id], language: 'en' });
    const s = newStore();
    s.dispatch(composeChanged({ text: 'an unfinished thought' }));
    await load(s, original.id);
    await startEdit(s, original.id);
    expect(compose(s)).toMatchObject({
      editingId: original.id,
      text: 'Soup & bread at <noon>',
      spoiler: true,
      spoilerText: 'food',
      privacy: 'unlisted',
      language: 'en',
      inReplyToId: null,
    });
    expect(compose(s).mediaAttachments.map((attached) => attached.id)).toEqual([media.id]);

    // The description changes with the edit, not through PUT /api/v1/media/:id.
    const changed = recorder.next([changeUploadCompose.success.type, changeUploadCompose.fail.type]);
    s.dispatch(changeUploadCompose.request({ id: media.id, description: 'a black dot', focus: { x: 0.5, y: -0.25 } }));
    expect((await changed).type).toBe(changeUploadCompose.success.type);
    expect((await demo.statuses.fetch(original.id)).media_attachments[0]?.description).toBe('a dot');

    s.dispatch(composeChanged({ text: 'Soup & bread at one' }));
    expect(await save(s)).toBe(saveEditCompose.success.type);
    const request = recorder.actions.find((action) => action.type === saveEditCompose.request.type)?.payload;
    expect(request).toMatchObject({
      statusId: original.id,
      params: { status: 'Soup & bread at one', spoiler_text: 'food', language: 'en', media_ids: [media.id], media_attributes: [{ id: media.id, description: 'a black dot', focus: '0.50,-0.25' }] },
    });
    expect(request).not.toHaveProperty('params.visibility');

    const onServer = await demo.statuses.fetch(original.id);
    expect(onServer).toMatchObject({ visibility: 'unlisted', spoiler_text: 'food', language: 'en' });
    expect(onServer.edited_at).not.toBeNull();
    expect((await demo.statuses.source(original.id)).text).toBe('Soup & bread at one');
    expect(onServer.media_attachments[0]).toMatchObject({ id: media.id, description: 'a black dot' });
    expect(await demo.statuses.history(original.id)).toHaveLength(2);
    // The store holds the status as it now stands, and the composer is back to what it held.
    const stored = getEntity(s.getState().statuses, original.id);
    expect(stored?.edited_at).toBe(onServer.edited_at);
    expect(stored?.contentHtml).toContain('one');
    expect(compose(s)).toMatchObject({ editingId: null, text: 'an unfinished thought', spoiler: false, privacy: 'public', mediaAttachments: [], isSubmitting: false });
  });

  it('keeps a poll with its options, and changing one resets the votes', async () => {
    const original = await demo.statuses.create({ status: 'Tea or coffee?', poll: { options: ['tea', 'coffee'], expires_in: 3600, multiple: false } });
    const alice = await local.signIn('alice');
    if (!original.poll) throw new Error('no poll');
    await alice.polls.vote(original.poll.id, [0]);
    const s = newStore();
    await load(s, original.id);
    await startEdit(s, original.id);
    expect(compose(s).poll).toEqual({ options: ['tea', 'coffee'], expiresIn: 3600, multiple: false });
    s.dispatch(composePollOptionChanged({ index: 1, title: 'cocoa' }));
    expect(await save(s)).toBe(saveEditCompose.success.type);
    const poll = (await demo.statuses.fetch(original.id)).poll;
    expect(poll?.options.map((option) => option.title)).toEqual(['tea', 'cocoa']);
    expect(poll?.votes_count).toBe(0);
  });

  it('keeps the draft when saving fails, and cancelling puts the composer back', async () => {
    const original = await demo.statuses.create({ status: 'to be gone' });
    const s = newStore();
    s.dispatch(composeChanged({ text: 'before' }));
    await load(s, original.id);
    await startEdit(s, original.id);
    s.dispatch(composeChanged({ text: 'after' }));
    await demo.statuses.remove(original.id);
    expect(await save(s)).toBe(saveEditCompose.fail.type);
    expect(compose(s)).toMatchObject({ editingId: original.id, text: 'after', isSubmitting: false });
    expect(compose(s).lastError).not.toBeNull();
    s.dispatch(composeEditCancelled());
    expect(compose(s)).toMatchObject({ editingId: null, text: 'before', lastError: null });
  });

  it('does not edit what is not one\'s own', async () => {
    const alice = await local.signIn('alice');
    const theirs = await alice.statuses.create({ status: 'mine, not yours' });
    const s = newStore();
    await load(s, theirs.id);
    s.dispatch(editCompose.request({ statusId: theirs.id }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(compose(s).editingId).toBeNull();
  });

  it('takes a streamed status.update through the importer: sanitised, in place', async () => {
    const fake = fakeStreaming();
    const s = newStore(() => fake.client);
    const [first, second] = await Promise.all([demo.statuses.create({ status: 'first' }), demo.statuses.create({ status: 'second' })]);
    if (!first || !second) throw new Error('not posted');
    await load(s, first.id);
    s.dispatch(streamingStarted({ timeline: 'home', stream: { stream: 'user' } }));
    const edited: Status = { ...first, content: '<p>first, edited<script>alert(1)</script></p>', edited_at: new Date().toISOString() };
    fake.send({ type: 'status.update', stream: { stream: 'user' }, status: edited });
    await new Promise((resolve) => setImmediate(resolve));
    const stored = getEntity(s.getState().statuses, first.id);
    expect(stored?.edited_at).toBe(edited.edited_at);
    expect(stored?.contentHtml).toContain('first, edited');
    expect(stored?.contentHtml).not.toContain('script');
    expect(s.getState().timelines.home?.items ?? []).not.toContain(first.id);
  });

  it('rounds a poll\'s time left to the nearest duration', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(expiresInFrom('2026-01-01T00:50:00Z', now)).toBe(3600);
    expect(expiresInFrom('2026-01-01T00:10:00Z', now)).toBe(300);
    expect(expiresInFrom(null, now)).toBe(86400);
    expect(expiresInFrom('2025-12-31T00:00:00Z', now)).toBe(86400);
  });
});
