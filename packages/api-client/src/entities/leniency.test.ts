import type * as z from 'zod/mini';
import { AccountSchema } from './account';
import { CardSchema } from './card';
import { CustomEmojiSchema } from './custom-emoji';
import { FilterSchema } from './filter';
import { InstanceSchema } from './instance';
import { InstanceV2Schema } from './instance-v2';
import { ListSchema } from './list';
import { MediaAttachmentSchema } from './media-attachment';
import { MentionSchema } from './mention';
import { NotificationSchema } from './notification';
import { PollSchema } from './poll';
import { PushSubscriptionSchema } from './push-subscription';
import { RelationshipSchema } from './relationship';
import { StatusSchema } from './status';
import { TagSchema } from './tag';

const account = { id: '1', acct: 'alice' };
const status = { id: '10', account };

describe('ids: numbers become strings, non-numeric ids are kept', () => {
  it.each([
    ['Status id', () => StatusSchema.parse({ id: 103270115, account }).id, '103270115'],
    ['Status in_reply_to_*', () => {
      const parsed = StatusSchema.parse({ ...status, in_reply_to_id: 7, in_reply_to_account_id: 8 });
      return [parsed.in_reply_to_id, parsed.in_reply_to_account_id];
    }, ['7', '8']],
    ['Account id', () => AccountSchema.parse({ id: 42, acct: 'bob' }).id, '42'],
    ['Pleroma flake id', () => AccountSchema.parse({ id: 'AeHxTLVlBnkCHHQ5Ie', acct: 'lain@pleroma.example' }).id,
      'AeHxTLVlBnkCHHQ5Ie'],
    ['Misskey ids', () => {
      const parsed = StatusSchema.parse({ id: '9h5kq3xv0a', account: { id: '9a0z1b2c3d', acct: 'syuilo@misskey.example' } });
      return [parsed.id, parsed.account.id];
    }, ['9h5kq3xv0a', '9a0z1b2c3d']],
    ['Notification id', () => NotificationSchema.parse({ id: 5, type: 'follow', account }).id, '5'],
    ['Poll id', () => PollSchema.parse({ id: 34873, options: [] }).id, '34873'],
    ['MediaAttachment id', () => MediaAttachmentSchema.parse({ id: 22546306 }).id, '22546306'],
    ['Relationship id', () => RelationshipSchema.parse({ id: 1 }).id, '1'],
    ['List id', () => ListSchema.parse({ id: 12249 }).id, '12249'],
    ['Filter id', () => FilterSchema.parse({ id: 8449 }).id, '8449'],
    ['Mention id', () => MentionSchema.parse({ id: 14715, acct: 'trwnh' }).id, '14715'],
    ['PushSubscription id', () => PushSubscriptionSchema.parse({ id: 328183 }).id, '328183'],
    ['Tag id', () => TagSchema.parse({ id: 802, name: 'nowplaying' }).id, '802'],
  ] as Array<[string, () => unknown, unknown]>)('%s', (_name, read, expected) => {
    expect(read()).toEqual(expected);
  });
});

describe('open enumerations: unknown values come out as "unknown"', () => {
  it.each([
    ['Akkoma mutuals-only visibility', () => StatusSchema.parse({ ...status, visibility: 'mutuals_only' }).visibility],
    ['missing visibility', () => StatusSchema.parse(status).visibility],
    ['a future media type', () => MediaAttachmentSchema.parse({ id: '1', type: 'model3d' }).type],
    ['missing media type', () => MediaAttachmentSchema.parse({ id: '1' }).type],
    ['Pleroma emoji reaction notification', () =>
      NotificationSchema.parse({ id: '1', type: 'pleroma:emoji_reaction', account }).type],
    ['Mastodon 4.6 collection notification', () =>
      NotificationSchema.parse({ id: '1', type: 'added_to_collection', account }).type],
    ['an unknown card type', () => CardSchema.parse({ url: 'https://a.example', type: 'audio' }).type],
  ])('%s', (_name, read) => {
    expect(read()).toBe('unknown');
  });

  it('known values pass through', () => {
    expect(StatusSchema.parse({ ...status, visibility: 'direct' }).visibility).toBe('direct');
    // Pleroma and Akkoma's local-only visibility is known, not 'unknown'.
    expect(StatusSchema.parse({ ...status, visibility: 'local' }).visibility).toBe('local');
    expect(MediaAttachmentSchema.parse({ id: '1', type: 'gifv' }).type).toBe('gifv');
    expect(NotificationSchema.parse({ id: '1', type: 'follow_request', account }).type).toBe('follow_request');
    expect(CardSchema.parse({ url: 'https://a.example', type: 'rich' }).type).toBe('rich');
  });

  it('unknown filter contexts are kept, as "unknown"', () => {
    expect(FilterSchema.parse({ id: '1', context: ['home', 'explore', 'account'] }).context).toEqual([
      'home',
      'unknown',
      'account',
    ]);
  });

  it('v2 filter results on a status: unknown actions and contexts', () => {
    const parsed = StatusSchema.parse({
      ...status,
      filtered: [
        { filter: { id: 3, title: 'spoilers', context: ['home', 'explore'], filter_action: 'obliterate' }, keyword_matches: ['tv'] },
      ],
    });
    expect(parsed.filtered).toEqual([
      {
        filter: { id: '3', title: 'spoilers', context: ['home', 'unknown'], filter_action: 'unknown', expires_at: null },
        keyword_matches: ['tv'],
        status_matches: null,
      },
    ]);
  });
});

describe('nulls and missing keys are normalised', () => {
  it('a minimal status gets every default', () => {
    expect(StatusSchema.parse(status)).toEqual({
      id: '10',
      uri: '',
      url: null,
      created_at: '',
      edited_at: null,
      account: AccountSchema.parse(account),
      reblog: null,
      content: '',
      text: null,
      spoiler_text: '',
      sensitive: false,
      visibility: 'unknown',
      language: null,
      in_reply_to_id: null,
      in_reply_to_account_id: null,
      replies_count: 0,
      reblogs_count: 0,
      favourites_count: 0,
      quotes_count: 0,
      reblogged: false,
      favourited: false,
      bookmarked: false,
      pinned: false,
      muted: false,
      filtered: [],
      mentions: [],
      tags: [],
      emojis: [],
      media_attachments: [],
      poll: null,
      card: null,
      application: null,
      quote: null,
      quote_approval: null,
      reactions: [],
    });
  });

  it('a minimal account gets every default', () => {
    expect(AccountSchema.parse(account)).toEqual({
      id: '1',
      username: '',
      acct: 'alice',
      display_name: '',
      note: '',
      url: null,
      uri: '',
      avatar: '',
      avatar_static: '',
      avatar_description: '',
      header: '',
      header_static: '',
      header_description: '',
      locked: false,
      bot: false,
      group: false,
      suspended: false,
      discoverable: null,
      indexable: false,
      hide_collections: null,
      memorial: false,
      limited: false,
      roles: [],
      created_at: '',
      last_status_at: null,
      statuses_count: 0,
      following_count: 0,
      followers_count: 0,
      emojis: [],
      fields: [],
      moved: null,
    });
  });

  const statusNulls = {
    ...status,
    content: null,
    spoiler_text: null,
    sensitive: null,
    replies_count: null,
    reblogs_count: null,
    favourites_count: null,
    favourited: null,
    reblogged: null,
    mentions: null,
    tags: null,
    emojis: null,
    media_attachments: null,
    filtered: null,
    language: null,
    application: null,
  };
  it.each([
    ['content', ''],
    ['spoiler_text', ''],
    ['sensitive', false],
    ['replies_count', 0],
    ['reblogs_count', 0],
    ['favourites_count', 0],
    ['favourited', false],
    ['reblogged', false],
    ['mentions', []],
    ['tags', []],
    ['emojis', []],
    ['media_attachments', []],
    ['filtered', []],
    ['language', null],
    ['application', null],
  ] as const)('Status %s: null → %p', (key, expected) => {
    expect(StatusSchema.parse(statusNulls)[key]).toEqual(expected);
  });

  it.each([
    ['display_name', ''],
    ['note', ''],
    ['followers_count', 0],
    ['bot', false],
    ['fields', []],
    ['moved', null],
    ['discoverable', null],
  ] as const)('Account %s: null → %p', (key, expected) => {
    expect(AccountSchema.parse({ ...account, [key]: null })[key]).toEqual(expected);
  });

  it('hidden poll results: option votes_count null stays null', () => {
    const poll = PollSchema.parse({
      id: '1',
      votes_count: null,
      voters_count: null,
      options: [{ title: 'a', votes_count: null }, { title: 'b' }],
    });
    expect(poll.options).toEqual([
      { title: 'a', votes_count: null },
      { title: 'b', votes_count: null },
    ]);
    expect(poll.votes_count).toBe(0);
    expect(poll.own_votes).toEqual([]);
  });

  it('counts sent as numeric strings are read as numbers', () => {
    const parsed = AccountSchema.parse({ ...account, followers_count: '12', statuses_count: '0' });
    expect([parsed.followers_count, parsed.statuses_count]).toEqual([12, 0]);
  });

  it('media focus outside -1..1 is clamped', () => {
    const media = MediaAttachmentSchema.parse({ id: '1', meta: { focus: { x: 3, y: -1.5 } } });
    expect(media.meta?.focus).toEqual({ x: 1, y: -1 });
  });

  it('a custom emoji without visible_in_picker is listed in the picker; an explicit false hides it', () => {
    const emoji = { shortcode: 'blobcat', url: 'https://e/b.png', static_url: 'https://e/b.png' };
    expect(CustomEmojiSchema.parse(emoji).visible_in_picker).toBe(true);
    expect(CustomEmojiSchema.parse({ ...emoji, visible_in_picker: null }).visible_in_picker).toBe(true);
    expect(CustomEmojiSchema.parse({ ...emoji, visible_in_picker: false }).visible_in_picker).toBe(false);
  });

  it('field verified_at null stays null', () => {
    expect(AccountSchema.parse({ ...account, fields: [{ name: 'a', value: null, verified_at: null }] }).fields).toEqual([
      { name: 'a', value: '', verified_at: null },
    ]);
  });

  it('an instance without configuration gets every group, with null limits', () => {
    const instance = InstanceSchema.parse({ uri: 'pleroma.example', max_toot_chars: 5000 });
    expect(instance.max_toot_chars).toBe(5000);
    expect(instance.configuration.statuses).toEqual({
      max_characters: null,
      max_media_attachments: null,
      characters_reserved_per_url: null,
    });
    expect(instance.configuration.polls.max_options).toBeNull();
    expect(instance.configuration.media_attachments.supported_mime_types).toEqual([]);
    expect(instance.urls.streaming_api).toBeNull();
    expect(instance.contact_account).toBeNull();
  });

  it('an instance v2 with partial configuration', () => {
    const instance = InstanceV2Schema.parse({
      domain: 'gts.example',
      configuration: { statuses: { max_characters: '5000' }, polls: null, urls: { streaming: 'wss://gts.example' } },
      registrations: null,
    });
    expect(instance.configuration.statuses.max_characters).toBe(5000);
    expect(instance.configuration.polls.max_expiration).toBeNull();
    expect(instance.configuration.urls.streaming).toBe('wss://gts.example');
    expect(instance.configuration.vapid.public_key).toBeNull();
    expect(instance.registrations.enabled).toBe(false);
    expect(instance.contact).toEqual({ email: '', account: null });
  });
});

describe('unknown keys are dropped', () => {
  it.each([
    ['Pleroma status extras', StatusSchema, {
      ...status,
      pleroma: { local: true, conversation_id: 9, content: { 'text/plain': 'hi' }, emoji_reactions: [] },
      akkoma: { source: { content: 'hi', mediaType: 'text/markdown' } },
    }, ['pleroma', 'akkoma']],
    ['Pleroma account extras', AccountSchema, {
      ...account,
      pleroma: { is_admin: true, relationship: {} },
      source: { pleroma: {} },
    }, ['pleroma', 'source']],
    ['Mastodon 4.x extras on a status', StatusSchema, { ...status, tagged_collections: [], quote: null },
      ['tagged_collections']],
    ['GoToSocial media extras', MediaAttachmentSchema, { id: '1', type: 'image', preview_remote_url: null, text_url: 'x' },
      ['preview_remote_url', 'text_url']],
    ['Misskey-bridge notification extras', NotificationSchema, { id: '1', type: 'mention', account, reaction: '👍', note: {} },
      ['reaction', 'note']],
  ] as Array<[string, z.ZodMiniType, Record<string, unknown>, string[]]>)('%s', (_name, schema, input, dropped) => {
    const parsed = schema.parse(input);
    for (const key of dropped) expect(parsed).not.toHaveProperty(key);
  });

  it('does not refuse extra keys deep inside (nested account, poll option, card)', () => {
    const parsed = StatusSchema.parse({
      ...status,
      account: { ...account, pleroma: { hide_follows: true } },
      poll: { id: '1', options: [{ title: 'a', votes_count: 1, pleroma: {} }], pleroma: {} },
      card: { url: 'https://a.example', type: 'link', pleroma: { opengraph: {} } },
    });
    expect(parsed.poll?.options[0]).toEqual({ title: 'a', votes_count: 1 });
    expect(parsed.card).not.toHaveProperty('pleroma');
  });
});

describe('recursion', () => {
  it('a reblog is parsed as a Status, with a null reblog of its own', () => {
    const parsed = StatusSchema.parse({ ...status, reblog: { id: 11, account: { id: 3, acct: 'c' } } });
    expect(parsed.reblog?.account.id).toBe('3');
    expect(parsed.reblog?.reblog).toBeNull();
    expect(parsed.reblog?.content).toBe('');
  });

  it('a moved account is parsed as an Account', () => {
    const parsed = AccountSchema.parse({ ...account, moved: { id: 2, acct: 'alice@new.example', moved: null } });
    expect(parsed.moved).toMatchObject({ id: '2', acct: 'alice@new.example', moved: null, followers_count: 0 });
  });
});
