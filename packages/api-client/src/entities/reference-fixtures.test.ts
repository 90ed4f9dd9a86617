import { readdirSync } from 'node:fs';
import * as z from 'zod/mini';
import { ValidationError } from '../http/errors';
import { validate } from '../http/validate';
import type { AccountWarning } from './account-warning';
import { AnnouncementSchema } from './announcement';
import { FamiliarFollowersSchema } from './familiar-followers';
import { FeaturedTagSchema, type FeaturedTag } from './featured-tag';
import { GroupedNotificationsResultsSchema, NotificationGroupSchema, type NotificationGroup } from './grouped-notifications';
import {
  DomainBlockSchema,
  ExtendedDescriptionSchema,
  InstanceActivitySchema,
  PrivacyPolicySchema,
  TermsOfServiceSchema,
  TranslationLanguagesSchema,
} from './instance-documents';
import { InstanceRuleSchema } from './instance-rule';
import { NotificationSchema, type Notification, type NotificationType } from './notification';
import { NotificationPolicySchema, type NotificationPolicy } from './notification-policy';
import { NotificationRequestSchema } from './notification-request';
import { PreferencesSchema } from './preferences';
import { ProfileSchema } from './profile';
import type { RelationshipSeveranceEvent } from './relationship-severance-event';
import { ReportSchema, type Report } from './report';
import { SuggestionSchema } from './suggestion';
import { TagSchema } from './tag';
import { TrendsLinkSchema } from './trends-link';

import { REFERENCE_FIXTURES_DIR, referenceFixture } from '../../test/support/fixtures';
import { createRandom, mutate } from '../../test/support/mutate';

// The payloads of issue #13's entities: the reference's examples and the docs' shapes
// (test/support/reference/README.md says which is which).

// Compile-time checks (run by `tsc --noEmit`): what the new entities promise downstream code.
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}
assertType<Equals<Notification['group_key'], string>>();
assertType<Equals<Notification['report'], Report | null>>();
assertType<Equals<Notification['event'], RelationshipSeveranceEvent | null>>();
assertType<Equals<Notification['moderation_warning'], AccountWarning | null>>();
assertType<Equals<NotificationGroup['type'], NotificationType>>();
assertType<Equals<NotificationGroup['most_recent_notification_id'], string>>();
assertType<Equals<NotificationGroup['status_id'], string | null>>();
assertType<Equals<FeaturedTag['statuses_count'], number>>();
assertType<Equals<NotificationPolicy['for_new_accounts'], 'accept' | 'filter' | 'drop' | 'unknown'>>();

const count = z.object({ count: z.number() });
const merged = z.object({ merged: z.boolean() });

/** Every file of the reference folder and its schema; the test below fails on a file left out. */
const schemaByFile: Record<string, z.ZodMiniType> = {
  'Announcement_array.json': z.array(AnnouncementSchema),
  'Count.json': count,
  'DomainBlock_array.json': z.array(DomainBlockSchema),
  'ExtendedDescription.json': ExtendedDescriptionSchema,
  'FamiliarFollowers_array.json': z.array(FamiliarFollowersSchema),
  'FeaturedTag.json': FeaturedTagSchema,
  'FeaturedTag_array_legacy.json': z.array(FeaturedTagSchema),
  'GroupedNotificationsResults.json': GroupedNotificationsResultsSchema,
  'GroupedNotificationsResults_partial_avatars.json': GroupedNotificationsResultsSchema,
  'InstanceActivity_array.json': z.array(InstanceActivitySchema),
  'Merged.json': merged,
  'NotificationPolicy.json': NotificationPolicySchema,
  'NotificationRequest_array.json': z.array(NotificationRequestSchema),
  'Notification_admin_report.json': NotificationSchema,
  'Notification_admin_sign_up.json': NotificationSchema,
  'Notification_annual_report.json': NotificationSchema,
  'Notification_fallback.json': NotificationSchema,
  'Notification_moderation_warning.json': NotificationSchema,
  'Notification_quote.json': NotificationSchema,
  'Notification_quoted_update.json': NotificationSchema,
  'Notification_severed_relationships.json': NotificationSchema,
  'Notification_v1_no_group_key.json': NotificationSchema,
  'Peers.json': z.array(z.string()),
  'Preferences.json': PreferencesSchema,
  'Preferences_4_5.json': PreferencesSchema,
  'PrivacyPolicy.json': PrivacyPolicySchema,
  'Profile.json': ProfileSchema,
  'Report.json': ReportSchema,
  'Rule_array.json': z.array(InstanceRuleSchema),
  'Suggestion_array.json': z.array(SuggestionSchema),
  'Suggestion_array_legacy.json': z.array(SuggestionSchema),
  'Tag_array.json': z.array(TagSchema),
  'Tag_followed.json': TagSchema,
  'TermsOfService.json': TermsOfServiceSchema,
  'TranslationLanguages.json': TranslationLanguagesSchema,
  'TrendsLink_array.json': z.array(TrendsLinkSchema),
};

const files = readdirSync(REFERENCE_FIXTURES_DIR).filter((name) => name.endsWith('.json')).sort();

function parse<S extends z.ZodMiniType>(schema: S, file: string): z.output<S> {
  return schema.parse(referenceFixture(file));
}

const account = { id: '1', acct: 'alice' };

describe('reference payloads', () => {
  it('has a schema for every file, so none is silently skipped', () => {
    expect(files.filter((file) => !(file in schemaByFile))).toEqual([]);
    expect(Object.keys(schemaByFile).filter((file) => !files.includes(file))).toEqual([]);
  });

  it.each(files)('%s parses', (file) => {
    const schema = schemaByFile[file];
    if (schema === undefined) throw new Error(`no schema for ${file}`);
    const result = schema.safeParse(referenceFixture(file));
    expect(result.error?.issues).toBeUndefined();
  });
});

describe('notifications: the newer types keep their own value and payload', () => {
  it('admin.report carries the Report', () => {
    const notification = parse(NotificationSchema, 'Notification_admin_report.json');
    expect(notification.type).toBe('admin.report');
    expect(notification.report).toMatchObject({
      id: '48914',
      category: 'spam',
      action_taken: false,
      action_taken_at: null,
      status_ids: ['108882889550545820'],
      rule_ids: [],
      collection_ids: [],
    });
    expect(notification.report?.target_account?.acct).toBe('Baluke');
    expect(notification.status).toBeNull();
    expect(notification.event).toBeNull();
  });

  it('admin.sign_up is about its account', () => {
    const notification = parse(NotificationSchema, 'Notification_admin_sign_up.json');
    expect(notification).toMatchObject({ type: 'admin.sign_up', report: null, status: null });
    expect(notification.account.acct).toBe('zsc');
  });

  it('severed_relationships carries the RelationshipSeveranceEvent', () => {
    const notification = parse(NotificationSchema, 'Notification_severed_relationships.json');
    expect(notification.type).toBe('severed_relationships');
    expect(notification.event).toEqual({
      id: '2',
      type: 'domain_block',
      purged: false,
      target_name: 'mastodon.example',
      followers_count: 2,
      following_count: 3,
      created_at: '2024-03-18T13:18:33.000Z',
    });
  });

  it('moderation_warning carries the AccountWarning and its appeal', () => {
    const notification = parse(NotificationSchema, 'Notification_moderation_warning.json');
    expect(notification.type).toBe('moderation_warning');
    expect(notification.moderation_warning).toMatchObject({
      id: '3',
      action: 'mark_statuses_as_sensitive',
      status_ids: ['112003486373399'],
      appeal: { text: 'It was not sensitive.', state: 'pending' },
    });
    expect(notification.moderation_warning?.target_account?.id).toBe('14715');
  });

  it('annual_report carries the year', () => {
    expect(parse(NotificationSchema, 'Notification_annual_report.json')).toMatchObject({
      type: 'annual_report',
      annual_report: { year: '2024' },
    });
    expect(NotificationSchema.parse({ id: '1', type: 'annual_report', account, annual_report: { year: 2025 } }).annual_report).toEqual({
      year: '2025',
    });
  });

  it.each([
    ['Notification_quote.json', 'quote'],
    ['Notification_quoted_update.json', 'quoted_update'],
  ])('%s: %s with its status', (file, type) => {
    const notification = parse(NotificationSchema, file);
    expect(notification.type).toBe(type);
    expect(notification.status?.id).toBe('103186126728896492');
  });

  it('a type the client does not know is "unknown", and keeps its fallback text', () => {
    const notification = parse(NotificationSchema, 'Notification_fallback.json');
    expect(notification.type).toBe('unknown');
    expect(notification.fallback).toEqual({ title: 'zsc added you to a collection', summary: 'Cats of the fediverse', details: null });
  });

  it('group_key is kept; a server that sends none gets Mastodon\'s key for a lone notification', () => {
    expect(parse(NotificationSchema, 'Notification_admin_sign_up.json').group_key).toBe('ungrouped-112003486373392');
    const legacy = parse(NotificationSchema, 'Notification_v1_no_group_key.json');
    expect(legacy.group_key).toBe('ungrouped-34975535');
    expect(legacy).toMatchObject({ report: null, event: null, moderation_warning: null, annual_report: null, fallback: null });
    expect(NotificationSchema.parse({ id: 7, type: 'follow', account, group_key: '' }).group_key).toBe('ungrouped-7');
    expect(NotificationSchema.parse({ id: 7, type: 'follow', account, group_key: null }).group_key).toBe('ungrouped-7');
  });

  it('unknown payload enumerations come out as "unknown"', () => {
    const notification = NotificationSchema.parse({
      id: '1',
      type: 'severed_relationships',
      account,
      event: { id: 1, type: 'instance_defederation', followers_count: '4' },
    });
    expect(notification.event).toMatchObject({ id: '1', type: 'unknown', followers_count: 4, purged: false, target_name: '' });
    const warning = NotificationSchema.parse({
      id: '2',
      type: 'moderation_warning',
      account,
      moderation_warning: { id: 5, action: 'banish', appeal: { state: 'escalated' } },
    });
    expect(warning.moderation_warning).toMatchObject({ action: 'unknown', appeal: { state: 'unknown', text: '' }, status_ids: [], target_account: null });
    expect(NotificationSchema.parse({ id: '3', type: 'admin.report', account, report: { id: 9, category: 'impersonation' } }).report).toMatchObject({
      id: '9',
      category: 'unknown',
      target_account: null,
      comment: '',
    });
  });
});

describe('grouped notifications', () => {
  it('the reference example: groups refer to accounts and statuses by id', () => {
    const results = parse(GroupedNotificationsResultsSchema, 'GroupedNotificationsResults.json');
    expect(results.accounts.map((item) => item.acct)).toEqual(['eve', 'alice', 'bob', 'mallory']);
    expect(results.partial_accounts).toEqual([]);
    expect(results.statuses.map((item) => item.id)).toEqual(['113010503322889311', '113006771938929950']);
    expect(results.notification_groups[0]).toEqual({
      group_key: 'favourite-113010503322889311-479000',
      type: 'favourite',
      notifications_count: 2,
      most_recent_notification_id: '196014',
      page_min_id: '196013',
      page_max_id: '196014',
      latest_page_notification_at: '2024-08-23T08:59:56.743Z',
      sample_account_ids: ['16', '3547'],
      status_id: '113010503322889311',
      report: null,
      event: null,
      moderation_warning: null,
      annual_report: null,
      fallback: null,
    });
  });

  it('partial accounts, and groups with their payloads', () => {
    const results = parse(GroupedNotificationsResultsSchema, 'GroupedNotificationsResults_partial_avatars.json');
    expect(results.partial_accounts).toEqual([
      {
        id: '3547',
        acct: 'alice',
        url: 'https://mastodon.social/@alice',
        avatar: 'https://files.mastodon.social/accounts/avatars/000/003/547/original/0d1a6b5e8b5b7d33.png',
        avatar_static: 'https://files.mastodon.social/accounts/avatars/000/003/547/original/0d1a6b5e8b5b7d33.png',
        avatar_description: '',
        locked: false,
        bot: false,
      },
    ]);
    const [follow, severed, report, warning] = results.notification_groups;
    expect(follow).toMatchObject({ type: 'follow', status_id: null, sample_account_ids: ['16', '3547'] });
    expect(severed).toMatchObject({ type: 'severed_relationships', event: { type: 'user_domain_block', target_name: 'spam.example' } });
    expect(report?.report?.id).toBe('48914');
    expect(warning?.moderation_warning).toMatchObject({ action: 'none', status_ids: [], appeal: null });
  });

  it('a page with nothing in it is empty lists', () => {
    expect(GroupedNotificationsResultsSchema.parse({ accounts: [], notification_groups: [], statuses: [], partial_accounts: null })).toEqual({
      accounts: [],
      partial_accounts: [],
      statuses: [],
      notification_groups: [],
    });
  });
});

describe('notification requests and policy', () => {
  it('NotificationRequest: the numeric-string count is a number', () => {
    const [request] = parse(z.array(NotificationRequestSchema), 'NotificationRequest_array.json');
    expect(request).toMatchObject({ id: '112456967201894256', notifications_count: 1, updated_at: '2024-05-17T14:45:41.171Z' });
    expect(request?.account.acct).toBe('zsc');
    expect(request?.last_status?.mentions[0]?.acct).toBe('trwnh');
  });

  it('NotificationPolicy: values and summary; unknown values and a missing summary', () => {
    expect(parse(NotificationPolicySchema, 'NotificationPolicy.json')).toEqual({
      for_not_following: 'accept',
      for_not_followers: 'accept',
      for_new_accounts: 'accept',
      for_private_mentions: 'drop',
      for_limited_accounts: 'filter',
      summary: { pending_requests_count: 0, pending_notifications_count: 0 },
    });
    expect(NotificationPolicySchema.parse({ for_not_following: 'quarantine', summary: null })).toMatchObject({
      for_not_following: 'unknown',
      for_limited_accounts: 'unknown',
      summary: { pending_requests_count: 0, pending_notifications_count: 0 },
    });
  });
});

describe('tags', () => {
  it('Tag: following and featuring, history as strings', () => {
    const [tag] = parse(z.array(TagSchema), 'Tag_array.json');
    expect(tag).toMatchObject({ id: '4325', name: 'nowplaying', following: false, featuring: false });
    expect(tag?.history).toHaveLength(7);
    expect(parse(TagSchema, 'Tag_followed.json')).toMatchObject({ following: true, history: [{ day: '1574553600', uses: '200', accounts: '31' }] });
  });

  it('FeaturedTag: statuses_count as a number from a string, and the older shape without url', () => {
    expect(parse(FeaturedTagSchema, 'FeaturedTag.json')).toEqual({
      id: '627',
      name: 'nowplaying',
      url: 'https://mastodon.social/@trwnh/tagged/nowplaying',
      statuses_count: 70,
      last_status_at: '2022-08-29',
    });
    expect(parse(z.array(FeaturedTagSchema), 'FeaturedTag_array_legacy.json')).toEqual([
      { id: '627', name: 'nowplaying', url: '', statuses_count: 36, last_status_at: '2019-11-15T07:14:43.524Z' },
    ]);
  });
});

describe('discovery', () => {
  it('TrendsLink: a preview card with its history', () => {
    const [link] = parse(z.array(TrendsLinkSchema), 'TrendsLink_array.json');
    expect(link).toMatchObject({
      url: 'https://www.nbcnews.com/specials/plan-your-vote-2022-elections/index.html',
      type: 'link',
      width: 400,
      height: 225,
      blurhash: 'UcQmF#ay~qofj[WBj[j[~qof9Fayofofayay',
    });
    expect(link?.history[0]).toEqual({ day: '1661817600', accounts: '7', uses: '7' });
  });

  it('Suggestion: sources, and the legacy single source', () => {
    expect(parse(z.array(SuggestionSchema), 'Suggestion_array.json').map((item) => [item.sources, item.source])).toEqual([
      [['featured'], 'staff'],
      [['similar_to_recently_followed', 'friends_of_friends'], 'past_interactions'],
    ]);
    const legacy = parse(z.array(SuggestionSchema), 'Suggestion_array_legacy.json');
    expect(legacy.map((item) => [item.account.acct, item.sources, item.source])).toEqual([
      ['katie@pleroma.voidlurker.net', [], 'past_interactions'],
      ['thunderbird@mastodon.online', [], 'global'],
    ]);
    expect(SuggestionSchema.parse({ account, sources: ['vibes'] })).toMatchObject({ sources: ['unknown'], source: 'unknown' });
  });

  it('FamiliarFollowers: per account, possibly none', () => {
    expect(parse(z.array(FamiliarFollowersSchema), 'FamiliarFollowers_array.json').map((item) => [item.id, item.accounts.length])).toEqual([
      ['1', 2],
      ['2', 0],
    ]);
  });
});

describe('preferences and profile', () => {
  it('Preferences: the reference example, and 4.5 keys', () => {
    expect(parse(PreferencesSchema, 'Preferences.json')).toEqual({
      'posting:default:visibility': 'public',
      'posting:default:sensitive': false,
      'posting:default:language': null,
      'posting:default:quote_policy': 'unknown',
      'reading:expand:media': 'default',
      'reading:expand:spoilers': false,
      'reading:autoplay:gifs': false,
    });
    expect(parse(PreferencesSchema, 'Preferences_4_5.json')).toMatchObject({
      'posting:default:quote_policy': 'followers',
      'reading:autoplay:gifs': true,
      'reading:expand:media': 'show_all',
    });
  });

  it('Profile: the reference example, featured tags included', () => {
    const profile = parse(ProfileSchema, 'Profile.json');
    expect(profile).toMatchObject({
      id: '116222600881276277',
      display_name: 'Documentation user',
      avatar: null,
      avatar_description: '',
      hide_collections: null,
      discoverable: true,
      show_media: true,
      attribution_domains: ['articles.example.com'],
      fields: [{ name: 'pronouns', value: 'it/its', verified_at: null }],
    });
    expect(profile.featured_tags).toEqual([
      { id: '1', name: 'foo', url: 'https://example.com/@darrel_metz0/tagged/foo', statuses_count: 0, last_status_at: null },
    ]);
  });

  it('Profile: missing flags take Mastodon\'s defaults', () => {
    expect(ProfileSchema.parse({ id: 1 })).toMatchObject({
      id: '1',
      locked: false,
      indexable: false,
      show_media: true,
      show_media_replies: true,
      show_featured: true,
      attribution_domains: [],
      featured_tags: [],
    });
  });
});

describe('instance documents', () => {
  it('rules, extended description, privacy policy, terms of service', () => {
    expect(parse(z.array(InstanceRuleSchema), 'Rule_array.json')[0]).toEqual({
      id: '1',
      text: 'Sexually explicit or violent media must be marked as sensitive when posting',
      hint: '',
    });
    expect(parse(ExtendedDescriptionSchema, 'ExtendedDescription.json').updated_at).toBe('2022-11-03T04:09:07Z');
    expect(parse(PrivacyPolicySchema, 'PrivacyPolicy.json').content).toMatch(/^<p>This privacy policy/);
    expect(parse(TermsOfServiceSchema, 'TermsOfService.json')).toEqual({
      effective_date: '2025-04-15',
      effective: true,
      content: '<p>Foo bar newer</p>\n',
      succeeded_by: null,
    });
  });

  it('domain blocks, activity, translation languages, peers', () => {
    expect(parse(z.array(DomainBlockSchema), 'DomainBlock_array.json')[0]).toMatchObject({ domain: 'birb.elfenban.de', severity: 'suspend' });
    expect(DomainBlockSchema.parse({ domain: 'gts.example', severity: 'limit' })).toEqual({
      domain: 'gts.example',
      digest: '',
      severity: 'unknown',
      comment: null,
    });
    expect(parse(z.array(InstanceActivitySchema), 'InstanceActivity_array.json')[0]).toEqual({
      week: '1574640000',
      statuses: '37125',
      logins: '14239',
      registrations: '542',
    });
    expect(InstanceActivitySchema.parse({ week: 1574640000, statuses: 3, logins: 4, registrations: 0 }).week).toBe('1574640000');
    expect(parse(TranslationLanguagesSchema, 'TranslationLanguages.json').ja).toEqual(['en']);
  });
});

// Leniency stops at what a client cannot work without.
const refusals: Array<[string, z.ZodMiniType, unknown, PropertyKey[]]> = [
  ['notification group without group_key', NotificationGroupSchema, { type: 'follow', most_recent_notification_id: 1 }, ['group_key']],
  ['notification group with an empty group_key', NotificationGroupSchema, { group_key: '', type: 'follow', most_recent_notification_id: 1 }, ['group_key']],
  ['notification group without type', NotificationGroupSchema, { group_key: 'k', most_recent_notification_id: 1 }, ['type']],
  ['notification group without most_recent_notification_id', NotificationGroupSchema, { group_key: 'k', type: 'follow' }, ['most_recent_notification_id']],
  ['admin.report whose report has no id', NotificationSchema, { id: '1', type: 'admin.report', account, report: { category: 'spam' } }, ['report', 'id']],
  ['severed_relationships whose event has no id', NotificationSchema, { id: '1', type: 'severed_relationships', account, event: {} }, ['event', 'id']],
  ['moderation_warning without id', NotificationSchema, { id: '1', type: 'moderation_warning', account, moderation_warning: { action: 'none' } }, ['moderation_warning', 'id']],
  ['notification request without id', NotificationRequestSchema, { account }, ['id']],
  ['notification request without account', NotificationRequestSchema, { id: '1' }, ['account']],
  ['featured tag without id', FeaturedTagSchema, { name: 'cats' }, ['id']],
  ['familiar followers without id', FamiliarFollowersSchema, { accounts: [] }, ['id']],
  ['suggestion without account', SuggestionSchema, { sources: ['featured'] }, ['account']],
  ['domain block without domain', DomainBlockSchema, { severity: 'suspend' }, ['domain']],
  ['profile without id', ProfileSchema, { display_name: 'x' }, ['id']],
  ['grouped results that are a list', GroupedNotificationsResultsSchema, [], []],
];

describe('refusals', () => {
  it.each(refusals)('%s', (_name, schema, input, path) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });
});

describe('mutated reference payloads', () => {
  it('400 mutants: each parses or is refused with a ValidationError, never another error', () => {
    const random = createRandom(0x5eed13);
    const failures: string[] = [];
    for (let i = 0; i < 400; i += 1) {
      const file = files[i % files.length] as string;
      const schema = schemaByFile[file] as z.ZodMiniType;
      const mutant = mutate(referenceFixture(file), random, { hugeString: 10_000 });
      try {
        JSON.stringify(validate(schema, mutant.value, 'fuzz'));
      } catch (error) {
        if (!(error instanceof ValidationError)) failures.push(`iteration ${i}, ${file}: ${mutant.steps.join('; ')}: ${String(error)}`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  }, 60_000);
});
