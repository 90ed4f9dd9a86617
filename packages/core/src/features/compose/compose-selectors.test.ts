import { AccountSchema, createRestClient, MediaAttachmentSchema, type MediaAttachment } from '@trumpet/api-client';
import type { UnknownAction } from 'redux';
import { sanitize } from '../../../test/support/sanitize';
import { entitiesImported } from '../../importer/importer-actions';
import { normalizeEntities } from '../../importer/normalize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { metaLoaded } from '../meta/meta-slice';
import {
  changeUploadCompose,
  composeChanged,
  composePollAdded,
  composePrivacyChanged,
  composeSpoilerTextChanged,
  composeSpoilerToggled,
  composeSuggestionsReady,
  postCompose,
  uploadMedia,
} from './compose-actions';
import {
  selectComposeCanSubmit,
  selectComposeCharsLeft,
  selectComposeHasText,
  selectComposeSuggestions,
  selectComposeWarnings,
  selectPollDisabled,
  selectUploadDisabled,
} from './compose-selectors';

const api = createRestClient({ url: 'http://127.0.0.1:9' });
let store: TrumpetStore;
const dispatchAll = (...actions: UnknownAction[]): void => actions.forEach((action) => store.dispatch(action));
const media = (id: string, type = 'image'): MediaAttachment => MediaAttachmentSchema.parse({ id, type, url: `https://x.example/${id}` });
const attach = (id: string, type = 'image'): UnknownAction[] => [
  uploadMedia.request({ uploadId: id, size: 1 }),
  uploadMedia.success({ uploadId: id, media: media(id, type) }),
];
const importAccount = (fields: Record<string, unknown>): void => {
  const account = AccountSchema.parse({ username: String(fields.acct), display_name: 'Someone <b>bold</b>', ...fields });
  store.dispatch(entitiesImported(normalizeEntities({ accounts: [account] }, { sanitize, expandSpoilers: false })));
};

beforeEach(() => {
  store = createTrumpetStore({ api, sanitize });
});
afterEach(() => store.rootTask.cancel());

describe('selectComposeCharsLeft (SPEC §5 Max length)', () => {
  it.each([
    { text: '', spoiler: null, left: 500 },
    { text: 'hello', spoiler: null, left: 495 },
    { text: 'see https://example.com/a/very/long/path/that/goes/on/and/on', spoiler: null, left: 500 - 4 - 23 },
    { text: 'hi @bob@remote.example', spoiler: null, left: 500 - 7 },
    { text: 'hello', spoiler: 'warning', left: 488 },
    { text: 'x'.repeat(501), spoiler: null, left: -1 },
  ])('$text with warning $spoiler leaves $left', ({ text, spoiler, left }) => {
    store.dispatch(composeChanged({ text }));
    if (spoiler !== null) dispatchAll(composeSpoilerToggled(), composeSpoilerTextChanged({ text: spoiler }));
    expect(selectComposeCharsLeft(store.getState())).toBe(left);
  });

  it('counts the warning text only while the warning is on', () => {
    dispatchAll(composeSpoilerToggled(), composeSpoilerTextChanged({ text: 'abc' }));
    expect(selectComposeCharsLeft(store.getState())).toBe(497);
    store.dispatch(composeSpoilerToggled());
    expect(selectComposeCharsLeft(store.getState())).toBe(500);
  });
});

describe('selectComposeCanSubmit (SPEC §5 "Publish is disabled and submit ignored when…")', () => {
  it.each<{ name: string; actions: UnknownAction[]; can: boolean }>([
    { name: 'empty', actions: [], can: false },
    { name: 'whitespace only', actions: [composeChanged({ text: '  \n ' })], can: false },
    { name: 'text', actions: [composeChanged({ text: 'hi' })], can: true },
    { name: 'a warning alone', actions: [composeSpoilerToggled(), composeSpoilerTextChanged({ text: 'cw' })], can: false },
    { name: 'media without text', actions: attach('1'), can: true },
    { name: 'whitespace with media', actions: [composeChanged({ text: ' ' }), ...attach('1')], can: true },
    { name: 'exactly 500', actions: [composeChanged({ text: 'x'.repeat(500) })], can: true },
    { name: 'over 500', actions: [composeChanged({ text: 'x'.repeat(501) })], can: false },
    {
      name: 'over 500 with the warning',
      actions: [composeChanged({ text: 'x'.repeat(495) }), composeSpoilerToggled(), composeSpoilerTextChanged({ text: '123456' })],
      can: false,
    },
    { name: 'while submitting', actions: [composeChanged({ text: 'hi' }), postCompose.request({ idempotencyKey: 'k', params: {} })], can: false },
    { name: 'while uploading', actions: [composeChanged({ text: 'hi' }), uploadMedia.request({ uploadId: 'u', size: 1 })], can: false },
    {
      name: 'while changing an upload',
      actions: [composeChanged({ text: 'hi' }), ...attach('1'), changeUploadCompose.request({ id: '1', description: 'd' })],
      can: false,
    },
  ])('$name: $can', ({ actions, can }) => {
    dispatchAll(...actions);
    expect(selectComposeCanSubmit(store.getState())).toBe(can);
  });
});

describe('selectUploadDisabled and selectPollDisabled (SPEC §4, §5 Attachments)', () => {
  it.each<{ name: string; actions: UnknownAction[]; upload: boolean; poll: boolean }>([
    { name: 'nothing', actions: [], upload: false, poll: false },
    { name: 'three images', actions: [...attach('1'), ...attach('2'), ...attach('3')], upload: false, poll: true },
    { name: 'four images', actions: [...attach('1'), ...attach('2'), ...attach('3'), ...attach('4')], upload: true, poll: true },
    { name: 'a video', actions: attach('1', 'video'), upload: true, poll: true },
    { name: 'an upload in progress', actions: [uploadMedia.request({ uploadId: 'u', size: 1 })], upload: true, poll: true },
    { name: 'a poll', actions: [composePollAdded()], upload: true, poll: false },
  ])('$name: upload disabled $upload, poll disabled $poll', ({ actions, upload, poll }) => {
    dispatchAll(...actions);
    expect(selectUploadDisabled(store.getState())).toBe(upload);
    expect(selectPollDisabled(store.getState())).toBe(poll);
  });
});

describe('selectComposeWarnings (SPEC §5 Compose warnings)', () => {
  it.each([
    { locked: false, privacy: 'private', text: 'hi', expected: ['lock'] },
    { locked: true, privacy: 'private', text: 'hi', expected: [] },
    { locked: true, privacy: 'unlisted', text: 'hi #tag', expected: ['hashtag'] },
    { locked: true, privacy: 'direct', text: '@alice hi', expected: ['direct'] },
  ] as const)('$privacy with $text on an account locked $locked: $expected', ({ locked, privacy, text, expected }) => {
    importAccount({ id: '1', acct: 'demo', locked });
    dispatchAll(metaLoaded({ me: '1' }), composePrivacyChanged({ privacy }), composeChanged({ text }));
    expect(selectComposeWarnings(store.getState())).toEqual(expected);
  });
});

describe('selectComposeHasText (the reply confirmation of SPEC §5)', () => {
  it.each([
    ['', false],
    ['  \n', false],
    ['draft', true],
  ])('%j: %s', (text, has) => {
    store.dispatch(composeChanged({ text }));
    expect(selectComposeHasText(store.getState())).toBe(has);
  });
});

describe('selectComposeSuggestions', () => {
  it('joins account suggestions with their record and drops the ones not in the store', () => {
    importAccount({ id: '2', acct: 'alice', avatar: 'https://x.example/a.png', avatar_static: 'https://x.example/a-static.png' });
    store.dispatch(
      composeSuggestionsReady({
        token: '@al',
        suggestions: [
          { kind: 'account', id: '2', acct: 'alice' },
          { kind: 'account', id: '3', acct: 'gone' },
          { kind: 'hashtag', name: 'cats' },
        ],
      }),
    );
    const views = selectComposeSuggestions(store.getState());
    expect(views).toEqual([
      {
        kind: 'account',
        id: '2',
        acct: 'alice',
        displayNameHtml: expect.stringContaining('Someone'),
        avatar: 'https://x.example/a.png',
        avatarStatic: 'https://x.example/a-static.png',
      },
      { kind: 'hashtag', name: 'cats' },
    ]);
    expect(selectComposeSuggestions(store.getState())).toBe(views);
  });
});
