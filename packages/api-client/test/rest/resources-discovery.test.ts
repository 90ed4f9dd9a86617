import { createRestClient, ValidationError, type RestClient } from '../../src';
import { fixture, referenceFixture } from '../support/fixtures';
import { rejection } from '../support/rejection';
import { sendJson, TestServer } from '../support/test-server';

// The calls of issue #13 (grouped notifications, notification requests and policy, tags, discovery,
// announcements, preferences, profile, instance documents, account additions), in the pattern of
// resources.test.ts, each also checked for what it gives back once parsed.
type Row = [
  name: string,
  call: (c: RestClient) => PromiseLike<unknown>,
  method: string,
  path: string,
  query: Record<string, string | string[]> | null,
  body: unknown,
  answer: unknown,
  result: unknown,
];

const account = fixture<{ id: string }>('Account.json');
const status = fixture('Status.json');
const relationship = fixture('Relationship.json');
const tag = referenceFixture<Record<string, unknown>>('Tag_followed.json');
const grouped = referenceFixture('GroupedNotificationsResults.json');
const [request] = referenceFixture<unknown[]>('NotificationRequest_array.json');
const featuredTag = referenceFixture('FeaturedTag.json');
const policy = referenceFixture('NotificationPolicy.json');
const profile = referenceFixture('Profile.json');
const terms = referenceFixture('TermsOfService.json');
const announcements = referenceFixture('Announcement_array.json');

const anAccount = expect.objectContaining({ id: account.id });
const aStatus = expect.objectContaining({ id: '103270115826048975' });
const aRelationship = expect.objectContaining({ id: expect.any(String), following: expect.any(Boolean) });
const aTag = expect.objectContaining({ name: 'nowplaying', following: true });
const onePage = (item: unknown) => expect.objectContaining({ items: [item], next: null, prev: null, partial: false });

const rows: Row[] = [
  // Notifications v1: unread count; v2: the filtering policy.
  ['notifications.list include_filtered', (c) => c.notifications.list({ include_filtered: true, types: ['quote', 'mention'] }), 'GET', '/api/v1/notifications', { include_filtered: 'true', 'types[]': ['quote', 'mention'] }, null, [referenceFixture('Notification_quote.json')], onePage(expect.objectContaining({ type: 'quote', group_key: 'ungrouped-41' }))],
  ['notifications.unreadCount', (c) => c.notifications.unreadCount({ limit: 1000, exclude_types: ['follow'] }), 'GET', '/api/v1/notifications/unread_count', { limit: '1000', 'exclude_types[]': 'follow' }, null, referenceFixture('Count.json'), 42],
  ['notifications.policy', (c) => c.notifications.policy(), 'GET', '/api/v2/notifications/policy', null, null, policy, expect.objectContaining({ for_private_mentions: 'drop', summary: { pending_requests_count: 0, pending_notifications_count: 0 } })],
  ['notifications.updatePolicy', (c) => c.notifications.updatePolicy({ for_new_accounts: 'filter', for_limited_accounts: 'drop' }), 'PATCH', '/api/v2/notifications/policy', null, { for_new_accounts: 'filter', for_limited_accounts: 'drop' }, policy, expect.objectContaining({ for_limited_accounts: 'filter' })],
  // Grouped notifications (v2).
  ['groupedNotifications.fetch', (c) => c.groupedNotifications.fetch('favourite-113010503322889311-479000'), 'GET', '/api/v2/notifications/favourite-113010503322889311-479000', null, null, grouped, expect.objectContaining({ notification_groups: expect.arrayContaining([expect.objectContaining({ most_recent_notification_id: '196014' })]) })],
  ['groupedNotifications.dismiss', (c) => c.groupedNotifications.dismiss('ungrouped-34975861'), 'POST', '/api/v2/notifications/ungrouped-34975861/dismiss', null, null, {}, undefined],
  ['groupedNotifications.accounts', (c) => c.groupedNotifications.accounts('follow-479000'), 'GET', '/api/v2/notifications/follow-479000/accounts', null, null, [account], [anAccount]],
  ['groupedNotifications.unreadCount', (c) => c.groupedNotifications.unreadCount({ grouped_types: ['favourite', 'reblog'] }), 'GET', '/api/v2/notifications/unread_count', { 'grouped_types[]': ['favourite', 'reblog'] }, null, { count: '7' }, 7],
  // Notification requests.
  ['notificationRequests.list', (c) => c.notificationRequests.list({ limit: 10 }), 'GET', '/api/v1/notifications/requests', { limit: '10' }, null, [request], onePage(expect.objectContaining({ id: '112456967201894256', notifications_count: 1 }))],
  ['notificationRequests.fetch', (c) => c.notificationRequests.fetch('112456967201894256'), 'GET', '/api/v1/notifications/requests/112456967201894256', null, null, request, expect.objectContaining({ last_status: expect.objectContaining({ id: '103186126728896492' }) })],
  ['notificationRequests.accept', (c) => c.notificationRequests.accept('5'), 'POST', '/api/v1/notifications/requests/5/accept', null, null, {}, undefined],
  ['notificationRequests.dismiss', (c) => c.notificationRequests.dismiss('5'), 'POST', '/api/v1/notifications/requests/5/dismiss', null, null, {}, undefined],
  ['notificationRequests.acceptMany', (c) => c.notificationRequests.acceptMany(['5', '6']), 'POST', '/api/v1/notifications/requests/accept', null, { id: ['5', '6'] }, {}, undefined],
  ['notificationRequests.dismissMany', (c) => c.notificationRequests.dismissMany(['5']), 'POST', '/api/v1/notifications/requests/dismiss', null, { id: ['5'] }, {}, undefined],
  ['notificationRequests.merged', (c) => c.notificationRequests.merged(), 'GET', '/api/v1/notifications/requests/merged', null, null, referenceFixture('Merged.json'), false],
  // Tags.
  ['tags.fetch', (c) => c.tags.fetch('nowplaying'), 'GET', '/api/v1/tags/nowplaying', null, null, tag, aTag],
  ['tags.fetch strips the #, encodes the name', (c) => c.tags.fetch('#qualitätskatzen'), 'GET', '/api/v1/tags/qualit%C3%A4tskatzen', null, null, tag, aTag],
  ['tags.follow', (c) => c.tags.follow('nowplaying'), 'POST', '/api/v1/tags/nowplaying/follow', null, null, tag, aTag],
  ['tags.unfollow', (c) => c.tags.unfollow('nowplaying'), 'POST', '/api/v1/tags/nowplaying/unfollow', null, null, { ...tag, following: false }, expect.objectContaining({ following: false })],
  ['tags.feature', (c) => c.tags.feature('nowplaying'), 'POST', '/api/v1/tags/nowplaying/feature', null, null, { ...tag, featuring: true }, expect.objectContaining({ featuring: true })],
  ['tags.unfeature', (c) => c.tags.unfeature('nowplaying'), 'POST', '/api/v1/tags/nowplaying/unfeature', null, null, tag, expect.objectContaining({ featuring: false })],
  ['followedTags.list', (c) => c.followedTags.list({ limit: 200 }), 'GET', '/api/v1/followed_tags', { limit: '200' }, null, [tag], onePage(aTag)],
  ['featuredTags.list', (c) => c.featuredTags.list(), 'GET', '/api/v1/featured_tags', null, null, [featuredTag], [expect.objectContaining({ id: '627', statuses_count: 70 })]],
  ['featuredTags.create', (c) => c.featuredTags.create('#nowplaying'), 'POST', '/api/v1/featured_tags', null, { name: 'nowplaying' }, featuredTag, expect.objectContaining({ id: '627', name: 'nowplaying' })],
  ['featuredTags.remove', (c) => c.featuredTags.remove('627'), 'DELETE', '/api/v1/featured_tags/627', null, null, {}, undefined],
  ['featuredTags.suggestions', (c) => c.featuredTags.suggestions(), 'GET', '/api/v1/featured_tags/suggestions', null, null, referenceFixture('Tag_array.json'), [expect.objectContaining({ id: '4325' }), expect.objectContaining({ id: '1684' })]],
  ['accounts.featuredTags', (c) => c.accounts.featuredTags('2'), 'GET', '/api/v1/accounts/2/featured_tags', null, null, referenceFixture('FeaturedTag_array_legacy.json'), [expect.objectContaining({ statuses_count: 36, url: '' })]],
  // Discovery.
  ['trends.tags', (c) => c.trends.tags({ limit: 10, offset: 10 }), 'GET', '/api/v1/trends/tags', { limit: '10', offset: '10' }, null, [tag], onePage(aTag)],
  ['trends.statuses', (c) => c.trends.statuses({ offset: 20 }), 'GET', '/api/v1/trends/statuses', { offset: '20' }, null, [status], onePage(aStatus)],
  ['trends.links', (c) => c.trends.links(), 'GET', '/api/v1/trends/links', null, null, referenceFixture('TrendsLink_array.json'), onePage(expect.objectContaining({ type: 'link', history: expect.arrayContaining([{ day: '1661817600', accounts: '7', uses: '7' }]) }))],
  ['timelines.link', (c) => c.timelines.link('https://www.nbcnews.com/a?b=1', { limit: 5 }), 'GET', '/api/v1/timelines/link', { url: 'https://www.nbcnews.com/a?b=1', limit: '5' }, null, [status], onePage(aStatus)],
  ['directory.list', (c) => c.directory.list({ order: 'new', local: true, offset: 40 }), 'GET', '/api/v1/directory', { order: 'new', local: 'true', offset: '40' }, null, [account], [anAccount]],
  ['suggestions.v2', (c) => c.suggestions.v2({ limit: 3 }), 'GET', '/api/v2/suggestions', { limit: '3' }, null, referenceFixture('Suggestion_array.json'), [expect.objectContaining({ sources: ['featured'] }), expect.objectContaining({ source: 'past_interactions' })]],
  // Announcements.
  ['announcements.list', (c) => c.announcements.list(), 'GET', '/api/v1/announcements', null, null, announcements, [expect.objectContaining({ id: '8', read: true })]],
  ['announcements.list with_dismissed', (c) => c.announcements.list({ with_dismissed: true }), 'GET', '/api/v1/announcements', { with_dismissed: 'true' }, null, [], []],
  ['announcements.dismiss', (c) => c.announcements.dismiss('8'), 'POST', '/api/v1/announcements/8/dismiss', null, null, {}, undefined],
  ['announcements.addReaction', (c) => c.announcements.addReaction('8', 'bongoCat'), 'PUT', '/api/v1/announcements/8/reactions/bongoCat', null, null, {}, undefined],
  ['announcements.addReaction unicode', (c) => c.announcements.addReaction('8', '🐘'), 'PUT', '/api/v1/announcements/8/reactions/%F0%9F%90%98', null, null, {}, undefined],
  ['announcements.removeReaction', (c) => c.announcements.removeReaction('8', 'bongoCat'), 'DELETE', '/api/v1/announcements/8/reactions/bongoCat', null, null, {}, undefined],
  // Preferences and profile.
  ['preferences.fetch', (c) => c.preferences.fetch(), 'GET', '/api/v1/preferences', null, null, referenceFixture('Preferences.json'), expect.objectContaining({ 'posting:default:visibility': 'public', 'reading:expand:media': 'default' })],
  ['profile.fetch', (c) => c.profile.fetch(), 'GET', '/api/v1/profile', null, null, profile, expect.objectContaining({ id: '116222600881276277', show_featured: true })],
  ['profile.removeAvatar', (c) => c.profile.removeAvatar(), 'DELETE', '/api/v1/profile/avatar', null, null, fixture('CredentialAccount.json'), expect.objectContaining({ source: expect.objectContaining({ privacy: 'public' }) })],
  ['profile.removeHeader', (c) => c.profile.removeHeader(), 'DELETE', '/api/v1/profile/header', null, null, fixture('CredentialAccount.json'), expect.objectContaining({ source: expect.any(Object) })],
  // Instance documents.
  ['instance.rules', (c) => c.instance.rules(), 'GET', '/api/v1/instance/rules', null, null, referenceFixture('Rule_array.json'), expect.arrayContaining([{ id: '7', text: 'Do not share intentionally false or misleading information', hint: '' }])],
  ['instance.extendedDescription', (c) => c.instance.extendedDescription(), 'GET', '/api/v1/instance/extended_description', null, null, referenceFixture('ExtendedDescription.json'), expect.objectContaining({ updated_at: '2022-11-03T04:09:07Z' })],
  ['instance.privacyPolicy', (c) => c.instance.privacyPolicy(), 'GET', '/api/v1/instance/privacy_policy', null, null, referenceFixture('PrivacyPolicy.json'), expect.objectContaining({ updated_at: '2022-10-07T00:00:00+00:00' })],
  ['instance.termsOfService', (c) => c.instance.termsOfService(), 'GET', '/api/v1/instance/terms_of_service', null, null, terms, expect.objectContaining({ effective: true, succeeded_by: null })],
  ['instance.termsOfService of a date', (c) => c.instance.termsOfService('2025-04-15'), 'GET', '/api/v1/instance/terms_of_service/2025-04-15', null, null, terms, expect.objectContaining({ effective_date: '2025-04-15' })],
  ['instance.translationLanguages', (c) => c.instance.translationLanguages(), 'GET', '/api/v1/instance/translation_languages', null, null, referenceFixture('TranslationLanguages.json'), expect.objectContaining({ de: ['en', 'fr'] })],
  ['instance.peers', (c) => c.instance.peers(), 'GET', '/api/v1/instance/peers', null, null, referenceFixture('Peers.json'), ['tilde.zone', 'mspsocial.net', 'conf.tube']],
  ['instance.activity', (c) => c.instance.activity(), 'GET', '/api/v1/instance/activity', null, null, referenceFixture('InstanceActivity_array.json'), expect.arrayContaining([expect.objectContaining({ week: '1574035200', registrations: '3192' })])],
  ['instance.domainBlocks', (c) => c.instance.domainBlocks(), 'GET', '/api/v1/instance/domain_blocks', null, null, referenceFixture('DomainBlock_array.json'), expect.arrayContaining([expect.objectContaining({ domain: 'birdbots.leptonics.com', severity: 'suspend', comment: 'Third-party bots' })])],
  // Media, accounts, endorsements, emails, apps.
  ['media.remove', (c) => c.media.remove('5'), 'DELETE', '/api/v1/media/5', null, null, {}, undefined],
  ['accounts.familiarFollowers', (c) => c.accounts.familiarFollowers(['1', '2']), 'GET', '/api/v1/accounts/familiar_followers', { 'id[]': ['1', '2'] }, null, referenceFixture('FamiliarFollowers_array.json'), [expect.objectContaining({ id: '1', accounts: [expect.objectContaining({ acct: 'moss@goblin.camp' }), expect.anything()] }), { id: '2', accounts: [] }]],
  ['accounts.fetchMany', (c) => c.accounts.fetchMany(['2', '3']), 'GET', '/api/v1/accounts', { 'id[]': ['2', '3'] }, null, [account], [anAccount]],
  ['accounts.register', (c) => c.accounts.register({ username: 'alice', email: 'alice@example.com', password: 'hunter2hunter2', agreement: true, locale: 'en' }), 'POST', '/api/v1/accounts', null, { username: 'alice', email: 'alice@example.com', password: 'hunter2hunter2', agreement: true, locale: 'en' }, fixture('Token.json'), expect.objectContaining({ token_type: 'Bearer' })],
  ['accounts.endorse', (c) => c.accounts.endorse('2'), 'POST', '/api/v1/accounts/2/endorse', null, null, relationship, aRelationship],
  ['accounts.unendorse', (c) => c.accounts.unendorse('2'), 'POST', '/api/v1/accounts/2/unendorse', null, null, relationship, aRelationship],
  ['accounts.endorsements', (c) => c.accounts.endorsements('2', { limit: 4 }), 'GET', '/api/v1/accounts/2/endorsements', { limit: '4' }, null, [account], onePage(anAccount)],
  ['accounts.removeFromFollowers', (c) => c.accounts.removeFromFollowers('2'), 'POST', '/api/v1/accounts/2/remove_from_followers', null, null, relationship, aRelationship],
  ['endorsements.list', (c) => c.endorsements.list(), 'GET', '/api/v1/endorsements', null, null, [account], onePage(anAccount)],
  ['emails.resendConfirmation', (c) => c.emails.resendConfirmation({ email: 'new@example.com' }), 'POST', '/api/v1/emails/confirmations', null, { email: 'new@example.com' }, {}, undefined],
  ['oauth.verifyApp', (c) => c.oauth.verifyApp(), 'GET', '/api/v1/apps/verify_credentials', null, null, fixture('Application.json'), expect.objectContaining({ name: expect.any(String) })],
];

describe('REST resources of issue #13', () => {
  const server = new TestServer();
  let answer: unknown = null;
  let client: RestClient;

  beforeAll(async () => {
    await server.start();
    server.fallback = (_req, res) => sendJson(res, 200, answer);
    client = createRestClient({ url: server.url, accessToken: 'token' });
  });
  afterAll(() => server.stop());

  it.each(rows)('%s', async (_name, call, method, path, query, body, response, result) => {
    answer = response;
    const value = await call(client);
    const request = server.last();
    expect(request.method).toBe(method);
    expect(request.path).toBe(path);
    const actualQuery: Record<string, string | string[]> = {};
    for (const key of new Set(request.query.keys())) {
      const values = request.query.getAll(key);
      actualQuery[key] = values.length === 1 ? (values[0] ?? '') : values;
    }
    expect(actualQuery).toEqual(query ?? {});
    expect(request.body.length > 0 ? JSON.parse(request.body.toString()) : null).toEqual(body);
    expect(request.headers.authorization).toBe('Bearer token');
    expect(value).toEqual(result);
  });

  it('groupedNotifications.list: the params, the parsed page, and its Link cursors', async () => {
    const next = `${server.url}/api/v2/notifications?max_id=196012`;
    const prev = `${server.url}/api/v2/notifications?min_id=196014`;
    server.on('GET', '/api/v2/notifications', (req, res) =>
      req.query.has('max_id')
        ? sendJson(res, 200, { accounts: [], statuses: [], notification_groups: [] }, { Link: `<${prev}>; rel="prev"` })
        : sendJson(res, 200, grouped, { Link: `<${next}>; rel="next", <${prev}>; rel="prev"` }),
    );
    const list = client.groupedNotifications.list({ grouped_types: ['favourite', 'follow'], expand_accounts: 'partial_avatars', exclude_types: ['mention'], limit: 2 });
    const page = await list;
    const request = server.last();
    expect([request.method, request.path]).toEqual(['GET', '/api/v2/notifications']);
    expect(request.query.getAll('grouped_types[]')).toEqual(['favourite', 'follow']);
    expect(request.query.getAll('exclude_types[]')).toEqual(['mention']);
    expect(request.query.get('expand_accounts')).toBe('partial_avatars');
    expect(request.query.get('limit')).toBe('2');
    expect(page.next).toBe(next);
    expect(page.prev).toBe(prev);
    expect(page.partial).toBe(false);
    expect(page.notification_groups.map((group) => group.group_key)).toEqual([
      'favourite-113010503322889311-479000',
      'favourite-113006771938929950-478999',
    ]);
    expect(page.accounts).toHaveLength(4);

    const pages = [];
    for await (const each of list) pages.push(each.notification_groups.length);
    expect(pages).toEqual([2, 0]);
    expect(server.last().query.get('max_id')).toBe('196012');

    const older = await client.groupedNotifications.list({}, { cursor: next });
    expect(older).toMatchObject({ notification_groups: [], next: null, prev });
  });

  it('groupedNotifications.list: a page that is not the results object is a ValidationError', async () => {
    server.on('GET', '/api/v2/notifications', (_req, res) => sendJson(res, 200, [grouped]));
    const error = await rejection(client.groupedNotifications.list());
    expect(error).toBeInstanceOf(ValidationError);
  });

  it('profile.update: a multipart form, images, domains and fields included', async () => {
    answer = profile;
    const avatar = new Blob(['png'], { type: 'image/png' });
    const updated = await client.profile.update({
      display_name: 'Docs',
      note: 'Plain text',
      avatar,
      avatar_description: 'A cat',
      locked: true,
      show_media: false,
      attribution_domains: ['articles.example.com', 'blog.example.com'],
      fields_attributes: [{ name: 'pronouns', value: 'it/its' }],
    });
    const request = server.last();
    expect([request.method, request.path]).toEqual(['PATCH', '/api/v1/profile']);
    const form = await new Response(new Uint8Array(request.body), { headers: { 'Content-Type': String(request.headers['content-type']) } }).formData();
    expect([...form.keys()]).toEqual([
      'display_name',
      'note',
      'avatar_description',
      'locked',
      'show_media',
      'avatar',
      'attribution_domains[]',
      'attribution_domains[]',
      'fields_attributes[0][name]',
      'fields_attributes[0][value]',
    ]);
    expect(form.get('locked')).toBe('true');
    expect(form.get('show_media')).toBe('false');
    expect(form.getAll('attribution_domains[]')).toEqual(['articles.example.com', 'blog.example.com']);
    expect(form.get('fields_attributes[0][value]')).toBe('it/its');
    expect(form.get('avatar')).toBeInstanceOf(Blob);
    expect(updated.attribution_domains).toEqual(['articles.example.com']);

    await client.profile.update({ attribution_domains: [] });
    const cleared = await new Response(new Uint8Array(server.last().body), {
      headers: { 'Content-Type': String(server.last().headers['content-type']) },
    }).formData();
    expect(cleared.getAll('attribution_domains[]')).toEqual(['']);
  });
});
