import { createRestClient, MediaAttachmentSchema, StatusSchema, type MediaAttachment } from '@trumpet/api-client';
import type { UnknownAction } from 'redux';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { initialStateHydrated, initialStateLoaded } from '../initial-state/initial-state-actions';
import { deleteStatus, statusesRemoved } from '../statuses/status-actions';
import {
  cancelReplyCompose,
  changeUploadCompose,
  composeChanged,
  composeDefaultsChanged,
  composeMentionInserted,
  composeMounted,
  composePollAdded,
  composePollExpiryChanged,
  composePollMultipleToggled,
  composePollOptionAdded,
  composePollOptionChanged,
  composePollOptionRemoved,
  composePollRemoved,
  composePrivacyChanged,
  composeReplyStarted,
  composeReset,
  composeSensitiveToggled,
  composeSpoilerTextChanged,
  composeSpoilerToggled,
  composeSuggestionsReady,
  composeUnmounted,
  composeUploadRemoved,
  postCompose,
  uploadMedia,
  uploadMediaProgress,
} from './compose-actions';
import { selectCompose } from './compose-selectors';
import type { ComposeState } from './compose-state';

// No server is reached: these are the reducer's transitions on a real store.
const api = createRestClient({ url: 'http://127.0.0.1:9' });
let store: TrumpetStore;
const compose = (): ComposeState => selectCompose(store.getState());
const dispatchAll = (...actions: UnknownAction[]): void => actions.forEach((action) => store.dispatch(action));

const media = (id: string, type = 'image'): MediaAttachment =>
  MediaAttachmentSchema.parse({ id, type, url: `https://x.example/${id}.png`, preview_url: `https://x.example/${id}-small.png` });
const attach = (item: MediaAttachment): void =>
  dispatchAll(uploadMedia.request({ uploadId: `u${item.id}`, size: 10 }), uploadMedia.success({ uploadId: `u${item.id}`, media: item }));
/** Marks the draft as posted once with key k1 and failed, so a change can be seen dropping the key. */
const failedOnce = (): void =>
  dispatchAll(
    postCompose.request({ idempotencyKey: 'k1', params: {} }),
    postCompose.fail({ request: { idempotencyKey: 'k1', params: {} }, error: { kind: 'unexpected', message: 'x', status: null }, skipAlert: true }),
  );

beforeEach(() => {
  store = createTrumpetStore({ api, sanitize });
});
afterEach(() => store.rootTask.cancel());

describe('defaults (SPEC §3 default_privacy, default_sensitive)', () => {
  it('start empty, public, not sensitive', () => {
    expect(compose()).toMatchObject({ text: '', privacy: 'public', defaultPrivacy: 'public', sensitive: false, poll: null, mediaAttachments: [] });
  });

  it('come from the page’s initial state, and an untouched form takes the default privacy', async () => {
    const recorder = createActionRecorder();
    store.rootTask.cancel();
    store = createTrumpetStore({ api, sanitize, middleware: [recorder.middleware] });
    const loaded = recorder.next([initialStateLoaded.type]);
    store.dispatch(initialStateHydrated({ compose: { me: null, default_privacy: 'private', default_sensitive: true } }));
    await loaded;
    expect(compose()).toMatchObject({ privacy: 'private', defaultPrivacy: 'private', defaultSensitive: true });
  });

  it.each([
    { name: 'an unknown privacy is ignored', defaults: { privacy: 'everyone' }, expected: { defaultPrivacy: 'public', privacy: 'public' } },
    { name: 'a valid one is taken', defaults: { privacy: 'unlisted' }, expected: { defaultPrivacy: 'unlisted', privacy: 'unlisted' } },
    { name: 'sensitive alone', defaults: { sensitive: true }, expected: { defaultSensitive: true, privacy: 'public' } },
  ])('$name', ({ defaults, expected }) => {
    store.dispatch(composeDefaultsChanged(defaults));
    expect(compose()).toMatchObject(expected);
  });

  it('a form being written keeps its privacy when the defaults change', () => {
    dispatchAll(composeChanged({ text: 'draft' }), composePrivacyChanged({ privacy: 'direct' }), composeDefaultsChanged({ privacy: 'unlisted' }));
    expect(compose()).toMatchObject({ privacy: 'direct', defaultPrivacy: 'unlisted' });
  });
});

describe('the idempotency key (SPEC §4 "Changing text, spoiler, privacy, media or poll regenerates the idempotency key")', () => {
  it('is kept for a retry of the same draft', () => {
    dispatchAll(composeChanged({ text: 'hello' }));
    failedOnce();
    expect(compose()).toMatchObject({ idempotencyKey: 'k1', isSubmitting: false, text: 'hello', lastError: { message: 'x' } });
  });

  it.each<[string, () => UnknownAction[]]>([
    ['text', () => [composeChanged({ text: 'other' })]],
    ['spoiler', () => [composeSpoilerToggled()]],
    ['spoiler text', () => [composeSpoilerTextChanged({ text: 'cw' })]],
    ['privacy', () => [composePrivacyChanged({ privacy: 'unlisted' })]],
    ['sensitive', () => [composeSensitiveToggled()]],
    ['media added', () => [uploadMedia.request({ uploadId: 'u', size: 1 }), uploadMedia.success({ uploadId: 'u', media: media('9') })]],
    ['poll added', () => [composePollAdded()]],
    ['reset', () => [composeReset()]],
    ['mention', () => [composeMentionInserted({ acct: 'alice', direct: false })]],
  ])('a change of %s drops it (a new one is made at the next submit)', (_name, actions) => {
    dispatchAll(composeChanged({ text: 'hello' }));
    failedOnce();
    dispatchAll(...actions());
    expect(compose().idempotencyKey).toBeNull();
    expect(compose().draftSaved).toBe(false);
  });

  it.each<[string, () => UnknownAction[]]>([
    ['mounting', () => [composeMounted()]],
    ['suggestions', () => [composeSuggestionsReady({ token: '#ca', suggestions: [{ kind: 'hashtag', name: 'cats' }] })]],
    ['a poll change without a poll', () => [composePollOptionAdded({})]],
  ])('%s leaves it', (_name, actions) => {
    dispatchAll(composeChanged({ text: 'hello' }));
    failedOnce();
    dispatchAll(...actions());
    expect(compose().idempotencyKey).toBe('k1');
  });
});

describe('content warning and sensitive (SPEC §4)', () => {
  it('toggling the spoiler clears its text', () => {
    dispatchAll(composeSpoilerToggled(), composeSpoilerTextChanged({ text: 'spoilers' }));
    expect(compose()).toMatchObject({ spoiler: true, spoilerText: 'spoilers' });
    store.dispatch(composeSpoilerToggled());
    expect(compose()).toMatchObject({ spoiler: false, spoilerText: '' });
    store.dispatch(composeSpoilerToggled());
    expect(compose()).toMatchObject({ spoiler: true, spoilerText: '' });
  });

  it('the sensitive toggle does nothing while a content warning is on', () => {
    store.dispatch(composeSensitiveToggled());
    expect(compose().sensitive).toBe(true);
    store.dispatch(composeSpoilerToggled());
    const before = compose();
    store.dispatch(composeSensitiveToggled());
    expect(compose()).toBe(before);
  });

  it('turning a warning on over media marks the media sensitive (Mastodon COMPOSE_SPOILERNESS_CHANGE)', () => {
    attach(media('1'));
    store.dispatch(composeSpoilerToggled());
    expect(compose().sensitive).toBe(true);
  });

  it.each([
    { name: 'neither', defaultSensitive: false, spoiler: false, expected: false },
    { name: 'default_sensitive', defaultSensitive: true, spoiler: false, expected: true },
    { name: 'the spoiler on', defaultSensitive: false, spoiler: true, expected: true },
  ])('the first media sets sensitive with $name: $expected', ({ defaultSensitive, spoiler, expected }) => {
    store.dispatch(composeDefaultsChanged({ sensitive: defaultSensitive }));
    if (spoiler) store.dispatch(composeSpoilerToggled());
    attach(media('1'));
    expect(compose().sensitive).toBe(expected);
  });

  it('a second media leaves sensitive as the user set it, and removing the last one clears it', () => {
    store.dispatch(composeDefaultsChanged({ sensitive: true }));
    attach(media('1'));
    store.dispatch(composeSensitiveToggled());
    attach(media('2'));
    expect(compose().sensitive).toBe(false);
    store.dispatch(composeSensitiveToggled());
    store.dispatch(composeUploadRemoved({ id: '1' }));
    expect(compose().sensitive).toBe(true);
    store.dispatch(composeUploadRemoved({ id: '2' }));
    expect(compose()).toMatchObject({ sensitive: false, mediaAttachments: [] });
  });
});

describe('uploads in the form', () => {
  it('count progress over every file in flight, 0..1', () => {
    dispatchAll(uploadMedia.request({ uploadId: 'a', size: 100 }), uploadMedia.request({ uploadId: 'b', size: 300 }));
    expect(compose()).toMatchObject({ isUploading: true, uploadProgress: 0 });
    dispatchAll(uploadMediaProgress({ uploadId: 'a', loaded: 100, total: 100 }), uploadMediaProgress({ uploadId: 'b', loaded: 100, total: 300 }));
    expect(compose().uploadProgress).toBeCloseTo(0.5);
    store.dispatch(uploadMedia.success({ uploadId: 'a', media: media('1') }));
    expect(compose()).toMatchObject({ isUploading: true, uploadProgress: 100 / 300 });
    store.dispatch(
      uploadMedia.fail({ request: { uploadId: 'b', size: 300 }, error: { kind: 'unexpected', message: 'x', status: null }, skipAlert: true }),
    );
    expect(compose()).toMatchObject({ isUploading: false, uploadProgress: 0, pendingUploads: [] });
    expect(compose().mediaAttachments.map((item) => item.id)).toEqual(['1']);
    store.dispatch(uploadMediaProgress({ uploadId: 'b', loaded: 300, total: 300 }));
    expect(compose().uploadProgress).toBe(0);
  });

  it('a description change marks isChangingUpload until it settles, then replaces the attachment', () => {
    attach(media('1'));
    store.dispatch(changeUploadCompose.request({ id: '1', description: 'a cat' }));
    expect(compose().isChangingUpload).toBe(true);
    store.dispatch(changeUploadCompose.success({ media: { ...media('1'), description: 'a cat' } }));
    expect(compose()).toMatchObject({ isChangingUpload: false, mediaAttachments: [{ id: '1', description: 'a cat' }] });
    store.dispatch(changeUploadCompose.request({ id: '1', description: 'x' }));
    store.dispatch(changeUploadCompose.fail({ request: { id: '1' }, error: { kind: 'unexpected', message: 'x', status: null }, skipAlert: true }));
    expect(compose()).toMatchObject({ isChangingUpload: false, mediaAttachments: [{ description: 'a cat' }] });
  });
});

describe('polls (SPEC §4 Poll default, §5 Poll)', () => {
  const poll = () => compose().poll;

  it('start with two empty options, one day, single choice', () => {
    store.dispatch(composePollAdded());
    expect(poll()).toEqual({ options: ['', ''], expiresIn: 86400, multiple: false });
  });

  it.each<[string, () => void]>([
    ['while uploading', () => store.dispatch(uploadMedia.request({ uploadId: 'u', size: 1 }))],
    ['with media', () => attach(media('1'))],
  ])('cannot be added %s', (_name, arrange) => {
    arrange();
    store.dispatch(composePollAdded());
    expect(poll()).toBeNull();
  });

  it.each<{ name: string; actions: UnknownAction[]; expected: { options: string[]; expiresIn: number; multiple: boolean } }>([
    {
      name: 'option text is cut to 25 characters',
      actions: [composePollOptionChanged({ index: 0, title: 'x'.repeat(30) }), composePollOptionChanged({ index: 1, title: 'tea' })],
      expected: { options: ['x'.repeat(25), 'tea'], expiresIn: 86400, multiple: false },
    },
    {
      name: 'a change of an option that is not there is ignored',
      actions: [composePollOptionChanged({ index: 2, title: 'no' }), composePollOptionChanged({ index: -1, title: 'no' })],
      expected: { options: ['', ''], expiresIn: 86400, multiple: false },
    },
    {
      name: 'at most 4 options',
      actions: [composePollOptionAdded({ title: 'c' }), composePollOptionAdded({}), composePollOptionAdded({ title: 'e' })],
      expected: { options: ['', '', 'c', ''], expiresIn: 86400, multiple: false },
    },
    {
      name: 'never below 2 options',
      actions: [composePollOptionAdded({ title: 'c' }), composePollOptionRemoved({ index: 0 }), composePollOptionRemoved({ index: 0 })],
      expected: { options: ['', 'c'], expiresIn: 86400, multiple: false },
    },
    {
      name: 'only the durations of SPEC §5',
      actions: [composePollExpiryChanged({ expiresIn: 1800 }), composePollExpiryChanged({ expiresIn: 1000 })],
      expected: { options: ['', ''], expiresIn: 1800, multiple: false },
    },
    {
      name: 'multiple toggles',
      actions: [composePollMultipleToggled(), composePollMultipleToggled(), composePollMultipleToggled()],
      expected: { options: ['', ''], expiresIn: 86400, multiple: true },
    },
  ])('$name', ({ actions, expected }) => {
    store.dispatch(composePollAdded());
    dispatchAll(...actions);
    expect(poll()).toEqual(expected);
  });

  it('is removed', () => {
    dispatchAll(composePollAdded(), composePollRemoved());
    expect(poll()).toBeNull();
  });
});

describe('reply, mention, direct, reset', () => {
  it('a reply sets the status, the mentions, the stricter privacy, the warning, and asks for the focus', () => {
    store.dispatch(composeDefaultsChanged({ privacy: 'unlisted' }));
    const focusKey = compose().focusKey;
    store.dispatch(composeReplyStarted({ inReplyToId: '7', text: '@alice @bob ', visibility: 'public', spoilerText: 'food' }));
    expect(compose()).toMatchObject({ inReplyToId: '7', text: '@alice @bob ', privacy: 'unlisted', spoiler: true, spoilerText: 'food' });
    expect(compose().focusKey).toBe(focusKey + 1);
    store.dispatch(composeReplyStarted({ inReplyToId: '8', text: '@carol ', visibility: 'private', spoilerText: '' }));
    expect(compose()).toMatchObject({ inReplyToId: '8', privacy: 'private', spoiler: false, spoilerText: '' });
  });

  it('cancelling the reply resets the form to the default privacy, keeping the media', () => {
    attach(media('1'));
    dispatchAll(composeReplyStarted({ inReplyToId: '7', text: '@alice ', visibility: 'direct', spoilerText: 'cw' }));
    store.dispatch(cancelReplyCompose());
    expect(compose()).toMatchObject({ inReplyToId: null, text: '', spoiler: false, spoilerText: '', privacy: 'public', poll: null });
    expect(compose().mediaAttachments).toHaveLength(1);
  });

  it('a deleted status is no longer replied to', () => {
    store.dispatch(composeReplyStarted({ inReplyToId: '7', text: '@alice ', visibility: 'public', spoilerText: '' }));
    store.dispatch(statusesRemoved({ ids: ['6'] }));
    expect(compose().inReplyToId).toBe('7');
    store.dispatch(statusesRemoved({ ids: ['7'] }));
    expect(compose()).toMatchObject({ inReplyToId: null, text: '@alice ' });
  });

  it.each([
    { name: 'into an empty form', text: '', direct: false, expected: { text: '@alice ', privacy: 'public' } },
    { name: 'after the text', text: 'hello  ', direct: false, expected: { text: 'hello @alice ', privacy: 'public' } },
    { name: 'directly', text: '', direct: true, expected: { text: '@alice ', privacy: 'direct' } },
  ])('a mention $name', ({ text, direct, expected }) => {
    dispatchAll(composeChanged({ text }), composeMentionInserted({ acct: 'alice', direct }));
    expect(compose()).toMatchObject(expected);
  });

  it('a reset clears text, warning, reply and poll', () => {
    dispatchAll(composeChanged({ text: 'x' }), composeSpoilerToggled(), composePrivacyChanged({ privacy: 'private' }), composePollAdded(), composeReset());
    expect(compose()).toMatchObject({ text: '', spoiler: false, privacy: 'public', poll: null });
  });

  it('mounting counts composers on screen', () => {
    dispatchAll(composeMounted(), composeMounted(), composeUnmounted());
    expect(compose().mounted).toBe(1);
    dispatchAll(composeUnmounted(), composeUnmounted());
    expect(compose().mounted).toBe(0);
  });
});

describe('submit transitions (SPEC §4 "Submit sets is_submitting. Success resets the form")', () => {
  it('success resets everything, privacy back to default and sensitive off', () => {
    store.dispatch(composeDefaultsChanged({ privacy: 'unlisted' }));
    attach(media('1'));
    dispatchAll(composeChanged({ text: 'post' }), composeSensitiveToggled(), composePrivacyChanged({ privacy: 'public' }));
    store.dispatch(postCompose.request({ idempotencyKey: 'k', params: {} }));
    expect(compose()).toMatchObject({ isSubmitting: true, idempotencyKey: 'k' });
    store.dispatch(postCompose.success({ statusId: '1', visibility: 'public', inReplyToId: null }));
    expect(compose()).toMatchObject({
      text: '',
      isSubmitting: false,
      privacy: 'unlisted',
      sensitive: false,
      mediaAttachments: [],
      poll: null,
      inReplyToId: null,
      idempotencyKey: null,
      lastError: null,
    });
  });
});

describe('redraft (SPEC §4 "Redraft loads content back, including a poll (expires_in 86400)")', () => {
  const deleted = (fields: Record<string, unknown>) =>
    StatusSchema.parse({ id: '5', account: { id: '1', acct: 'demo' }, created_at: '2026-01-01T00:00:00Z', ...fields });

  it('loads the source text, warning, privacy, sensitive, media, reply and poll', () => {
    const redraft = deleted({
      text: 'hello #world',
      spoiler_text: 'cw',
      visibility: 'private',
      sensitive: true,
      in_reply_to_id: '4',
      media_attachments: [{ id: 'm1', type: 'image', url: 'https://x.example/m1.png' }],
      poll: { id: 'p', options: [{ title: 'tea' }, { title: 'coffee' }], multiple: true, expires_at: '2026-01-08T00:00:00Z' },
    });
    store.dispatch(deleteStatus.success({ id: '5', reblogIds: [], redraft }));
    expect(compose()).toMatchObject({
      text: 'hello #world',
      spoiler: true,
      spoilerText: 'cw',
      privacy: 'private',
      sensitive: true,
      inReplyToId: '4',
      mediaAttachments: [{ id: 'm1' }],
      poll: { options: ['tea', 'coffee'], expiresIn: 86400, multiple: true },
      focusKey: 1,
    });
  });

  it('falls back to the content as text, and an unknown visibility to the default', () => {
    store.dispatch(composePollAdded());
    const redraft = deleted({ content: '<p>hi<br>there</p>', visibility: 'limited' });
    store.dispatch(deleteStatus.success({ id: '5', reblogIds: [], redraft }));
    expect(compose()).toMatchObject({ text: 'hi\nthere', privacy: 'public', spoiler: false, poll: null });
  });

  it('a plain delete leaves the form', () => {
    const before = compose();
    store.dispatch(deleteStatus.success({ id: '5', reblogIds: [], redraft: null }));
    expect(compose()).toBe(before);
  });
});
