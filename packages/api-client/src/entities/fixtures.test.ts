import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { ApplicationSchema, CredentialApplicationSchema } from './application';
import { CardSchema } from './card';
import { ContextSchema } from './context';
import { ConversationSchema } from './conversation';
import { CredentialAccountSchema } from './credential-account';
import { CustomEmojiSchema } from './custom-emoji';
import { ErrorSchema } from './error';
import { FilterSchema } from './filter';
import { InstanceSchema } from './instance';
import { InstanceV2Schema } from './instance-v2';
import { MediaAttachmentSchema } from './media-attachment';
import { NotificationSchema } from './notification';
import { PollSchema } from './poll';
import { RelationshipSchema } from './relationship';
import { SearchResultsSchema } from './search-results';
import { StatusSchema } from './status';
import { StreamingErrorFrameSchema, StreamingFrameSchema } from './streaming-frame';
import { TagSchema } from './tag';
import { TokenSchema } from './token';

import { fixtureFiles, schemaFor } from '../../test/support/fixture-schemas';

// Real payloads from the Mastodon docs, shared by every package: ../shared is a sibling of the repo.
const fixtureDir = path.resolve(__dirname, '../../../../../shared/fixtures/mastodon-api');

function readFixture(file: string): unknown {
  return JSON.parse(readFileSync(path.join(fixtureDir, file), 'utf8'));
}

function parseFixture<S extends z.ZodMiniType>(schema: S, file: string): z.output<S> {
  return schema.parse(readFixture(file));
}

describe('fixture folder', () => {
  it('resolves to shared/fixtures/mastodon-api beside the repository', () => {
    expect(fixtureDir.split(path.sep).slice(-3)).toEqual(['shared', 'fixtures', 'mastodon-api']);
    expect(readdirSync(fixtureDir)).toEqual(expect.arrayContaining(['README.md', 'SOURCES.json', 'Status.json']));
  });

  it('has a schema for every fixture file, so none is silently skipped', () => {
    expect(fixtureFiles.filter((file) => schemaFor(file) === undefined)).toEqual([]);
  });

  it('lists exactly the files SOURCES.json describes', () => {
    const sources = z.array(z.object({ file: z.string() })).parse(readFixture('SOURCES.json'));
    expect(sources.map((source) => source.file).sort()).toEqual(fixtureFiles);
  });
});

describe('every fixture parses with its schema', () => {
  it.each(fixtureFiles)('%s', (file) => {
    const schema = schemaFor(file);
    if (schema === undefined) throw new Error(`no schema for fixture ${file}: add its prefix to schemaByPrefix`);
    const result = schema.safeParse(readFixture(file));
    expect(result.error?.issues).toBeUndefined();
    expect(result.success).toBe(true);
  });
});

describe('normalised values from fixtures', () => {
  it('Status: the card, application and counts come through', () => {
    const status = parseFixture(StatusSchema, 'Status.json');
    expect(status.card).toMatchObject({ type: 'link', image: null, blurhash: null, width: 0 });
    expect(status.application).toEqual({
      id: null,
      name: 'Web',
      website: null,
      scopes: [],
      redirect_uri: null,
      redirect_uris: [],
      vapid_key: null,
    });
    expect(status.reblog).toBeNull();
    expect(status.account.fields[1]?.verified_at).toBe('2019-07-15T18:29:57.191+00:00');
    expect(status.edited_at).toBeNull();
    expect(status.pinned).toBe(false);
    expect(status.filtered).toEqual([]);
    expect(status.quote_approval).toEqual({ automatic: [], manual: [], current_user: 'automatic' });
    expect(status.quote).toBeNull();
    expect(status.quotes_count).toBe(2);
  });

  it('Status_deleted_with_poll: no content becomes "", text is kept, the poll is parsed', () => {
    const status = parseFixture(StatusSchema, 'Status_deleted_with_poll.json');
    expect(status.content).toBe('');
    expect(status.text).toBe('test');
    expect(status.poll?.options.map((option) => option.votes_count)).toEqual([1, 0]);
    expect(status.poll?.own_votes).toEqual([]);
    expect(status.account.emojis[0]?.shortcode).toBe('fatyoshi');
    expect(status.account.discoverable).toBeNull();
  });

  it('Status_nulls: optional objects are null, missing keys get their defaults', () => {
    const status = parseFixture(StatusSchema, 'Status_nulls.json');
    expect(status).toMatchObject({ application: null, card: null, poll: null, reblog: null, edited_at: null });
    expect(status.text).toBeNull();
    expect(status.pinned).toBe(false);
    expect(status.filtered).toEqual([]);
  });

  it('Status_reblog: the reblogged status is a full Status', () => {
    const status = parseFixture(StatusSchema, 'Status_reblog.json');
    expect(status.content).toBe('');
    expect(status.language).toBeNull();
    expect(status.reblog?.id).toBe('99734435964706331');
    expect(status.reblog?.account.acct).toBe('freon@letsalllovela.in');
    expect(status.reblog?.mentions[0]?.acct).toBe('disarray@pl.nulled.red');
    expect(status.reblog?.reblog).toBeNull();
  });

  it('Status_remote_stream: no application key becomes null', () => {
    const status = parseFixture(StatusSchema, 'Status_remote_stream.json');
    expect(status.application).toBeNull();
    expect(status.in_reply_to_account_id).toBe('107946650784398271');
  });

  it('Status_edited_local_stream: edited_at is kept, discoverable null stays null', () => {
    const status = parseFixture(StatusSchema, 'Status_edited_local_stream.json');
    expect(status.edited_at).toBe('2022-11-15T16:07:29.023Z');
    expect(status.account.discoverable).toBeNull();
    expect(status.account.display_name).toBe('');
  });

  it('Account_suspended_nulls: null last_status_at, empty texts, moved null', () => {
    const account = parseFixture(AccountSchema, 'Account_suspended_nulls.json');
    expect(account).toMatchObject({
      last_status_at: null,
      suspended: true,
      display_name: '',
      note: '',
      moved: null,
      statuses_count: 0,
      fields: [],
      discoverable: false,
      uri: '',
    });
  });

  it('Account: extra 4.x keys are dropped, last_status_at may be a bare date', () => {
    const account = parseFixture(AccountSchema, 'Account.json');
    expect(account.last_status_at).toBe('2019-11-17');
    expect(account.discoverable).toBeNull();
    expect(account.group).toBe(false);
    expect(account).not.toHaveProperty('feature_approval');
    expect(account.fields.map((field) => field.verified_at)).toEqual([null, null, null, '2019-11-10T10:31:10.744+00:00']);
  });

  it('CredentialAccount: source is parsed', () => {
    const account = parseFixture(CredentialAccountSchema, 'CredentialAccount.json');
    expect(account.source).toMatchObject({ privacy: 'public', sensitive: false, language: '', follow_requests_count: 0 });
    expect(account.source.fields).toHaveLength(4);
    expect(account.source.note).toContain('\r\n');
  });

  it('Poll_nulls: null voters_count stays null, option votes are numbers', () => {
    const poll = parseFixture(PollSchema, 'Poll_nulls.json');
    expect(poll.voters_count).toBeNull();
    expect(poll.votes_count).toBe(10);
    expect(poll.options).toEqual([
      { title: 'accept', votes_count: 6 },
      { title: 'deny', votes_count: 4 },
    ]);
    expect(poll.expired).toBe(true);
  });

  it('MediaAttachment_processing_202: url null while processing; focus kept', () => {
    const media = parseFixture(MediaAttachmentSchema, 'MediaAttachment_processing_202.json');
    expect(media.url).toBeNull();
    expect(media.meta?.focus).toEqual({ x: -0.69, y: 0.42 });
    expect(media.meta?.original).toEqual({ width: 640, height: 480, aspect: 1.3333333333333333, duration: null });
  });

  it('MediaAttachment_audio_nulls: description, blurhash and small are null', () => {
    const media = parseFixture(MediaAttachmentSchema, 'MediaAttachment_audio_nulls.json');
    expect(media).toMatchObject({ type: 'audio', description: null, blurhash: null });
    expect(media.meta?.small).toBeNull();
    expect(media.meta?.original?.duration).toBe(402.860408);
  });

  it('MediaAttachment_unknown_v1: type unknown is a known value', () => {
    const media = parseFixture(MediaAttachmentSchema, 'MediaAttachment_unknown_v1.json');
    expect(media).toMatchObject({ type: 'unknown', blurhash: null, meta: { original: null, small: null } });
  });

  it('PreviewCard_link_nulls: image and blurhash null', () => {
    const card = parseFixture(CardSchema, 'PreviewCard_link_nulls.json');
    expect(card).toMatchObject({ type: 'link', image: null, blurhash: null, html: '', width: 0 });
  });

  it('Relationship_array: both entries, muting_expires_at null or set', () => {
    const relationships = parseFixture(z.array(RelationshipSchema), 'Relationship_array.json');
    expect(relationships.map((relationship) => relationship.muting_expires_at)).toEqual([null, '2026-02-12T13:45:25Z']);
    expect(relationships[0]?.requested_by).toBe(false);
    expect(relationships[0]?.note).toBe('');
  });

  it('Notification: mention with its status; favourite', () => {
    const mention = parseFixture(NotificationSchema, 'Notification.json');
    expect(mention.type).toBe('mention');
    expect(mention.status?.mentions[0]?.acct).toBe('trwnh');
    expect(parseFixture(NotificationSchema, 'Notification_favourite.json').type).toBe('favourite');
  });

  it('Conversation: direct last_status', () => {
    const conversation = parseFixture(ConversationSchema, 'Conversation.json');
    expect(conversation.unread).toBe(true);
    expect(conversation.last_status?.visibility).toBe('direct');
  });

  it('Filter_v1: contexts are the known values', () => {
    const filter = parseFixture(FilterSchema, 'Filter_v1.json');
    expect(filter.context).toEqual(['home', 'notifications', 'public', 'thread']);
    expect(filter.irreversible).toBe(true);
  });

  it('CustomEmoji_nocategory: category null', () => {
    expect(parseFixture(CustomEmojiSchema, 'CustomEmoji_nocategory.json').category).toBeNull();
    expect(parseFixture(CustomEmojiSchema, 'CustomEmoji.json').category).toBe('Blobs');
  });

  it('Tag: history stays strings; the shallow status tag gets defaults', () => {
    expect(parseFixture(TagSchema, 'Tag.json').history[0]).toEqual({ day: '1574553600', uses: '200', accounts: '31' });
    expect(parseFixture(TagSchema, 'Tag_status_shallow.json')).toEqual({
      id: null,
      name: 'qualitätskatzen',
      url: 'https://mastodon.social/tags/qualit%C3%A4tskatzen',
      history: [],
      following: false,
      featuring: false,
    });
  });

  it('Application: credentials, and the legacy shape without scopes', () => {
    const legacy = parseFixture(CredentialApplicationSchema, 'Application_credential_legacy.json');
    expect(legacy).toMatchObject({ website: null, scopes: [], redirect_uris: [], client_secret_expires_at: null });
    expect(legacy.vapid_key).toMatch(/^BCk-/);
    expect(parseFixture(CredentialApplicationSchema, 'Application_credential.json').client_secret_expires_at).toBe(0);
    expect(parseFixture(ApplicationSchema, 'Application_in_status_nulls.json').website).toBeNull();
  });

  it('Error: description and details are null unless sent', () => {
    expect(parseFixture(ErrorSchema, 'Error_simple.json')).toEqual({
      error: 'Record not found',
      error_description: null,
      details: null,
    });
    expect(parseFixture(ErrorSchema, 'Error_details_422.json').details?.['username']?.[0]?.error).toBe('ERR_INVALID');
  });

  it('Instance_v1: configuration groups and Mastodon keys', () => {
    const instance = parseFixture(InstanceSchema, 'Instance_v1.json');
    expect(instance.urls.streaming_api).toBe('wss://mastodon.social');
    expect(instance.configuration.statuses).toEqual({
      max_characters: 500,
      max_media_attachments: 4,
      characters_reserved_per_url: 23,
    });
    expect(instance.configuration.media_attachments.description_limit).toBeNull();
    expect(instance.configuration.polls.max_expiration).toBe(2629746);
    expect(instance.max_toot_chars).toBeNull();
    expect(instance.contact_account?.acct).toBe('Gargron');
    expect(instance.rules).toHaveLength(6);
  });

  it('Instance_v2: streaming url, registrations, contact', () => {
    const instance = parseFixture(InstanceV2Schema, 'Instance_v2.json');
    expect(instance.configuration.urls.streaming).toBe('wss://streaming.mastodon.social');
    expect(instance.configuration.vapid.public_key).toMatch(/^BCk-/);
    expect(instance.configuration.media_attachments.description_limit).toBe(1500);
    expect(instance.registrations).toEqual({ enabled: true, approval_required: false, message: null, url: null });
    expect(instance.contact.account?.acct).toBe('Mastodon');
    expect(instance.rules[0]?.hint).toMatch(/^This includes/);
  });

  it('Search_v2 and Context: lists of entities', () => {
    const results = parseFixture(SearchResultsSchema, 'Search_v2.json');
    expect(results.hashtags.map((tag) => tag.name)).toEqual(['cats', 'catsofmastodon']);
    expect(results.accounts).toHaveLength(2);
    expect(parseFixture(ContextSchema, 'Context.json').ancestors).toHaveLength(3);
  });

  it('Token: created_at is a number', () => {
    expect(parseFixture(TokenSchema, 'Token.json')).toMatchObject({ token_type: 'Bearer', created_at: 1573979017 });
  });
});

describe('streaming frames', () => {
  it('update: the payload string is itself a Status', () => {
    const frame = parseFixture(StreamingFrameSchema, 'StreamingWsUpdate.json');
    expect(frame.event).toBe('update');
    expect(frame.stream).toEqual(['public']);
    if (frame.payload === null) throw new Error('update frame without payload');
    const status = StatusSchema.parse(JSON.parse(frame.payload));
    expect(status.id).toBe('108913983692647032');
    expect(status.account.acct).toBe('tobtobxx@fosstodon.org');
  });

  it('delete: the payload is a bare status id', () => {
    const frame = parseFixture(StreamingFrameSchema, 'StreamingWsDelete.json');
    expect(frame).toEqual({ stream: ['public'], event: 'delete', payload: '106692867363994015' });
  });

  it('filters_changed: no payload becomes null', () => {
    expect(parseFixture(StreamingFrameSchema, 'StreamingWsFiltersChanged.json')).toEqual({
      stream: ['user'],
      event: 'filters_changed',
      payload: null,
    });
  });

  it('error frame', () => {
    expect(parseFixture(StreamingErrorFrameSchema, 'StreamingWsError.json')).toEqual({
      error: 'Unknown stream type',
      status: 400,
    });
    expect(StreamingFrameSchema.safeParse(readFixture('StreamingWsError.json')).success).toBe(false);
  });
});
