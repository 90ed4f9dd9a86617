import { createRestClient, type RestClient } from '../../src';
import { fixture } from '../support/fixtures';
import { sendJson, TestServer } from '../support/test-server';

// Each row: the call, then the request it must make, and the fixture the server answers with.
type Row = [name: string, call: (c: RestClient) => PromiseLike<unknown>, method: string, path: string, query: Record<string, string | string[]> | null, body: unknown, answer: unknown];

const status = fixture('Status.json');
const account = fixture('Account.json');
const relationship = fixture('Relationship.json');
const list = fixture('List.json');
const poll = fixture('Poll.json');
const filter = fixture('Filter_v1.json');
const notification = fixture('Notification.json');
const conversation = fixture('Conversation.json');

const rows: Row[] = [
  ['statuses.fetch', (c) => c.statuses.fetch('1'), 'GET', '/api/v1/statuses/1', null, null, status],
  ['statuses.context', (c) => c.statuses.context('1'), 'GET', '/api/v1/statuses/1/context', null, null, fixture('Context.json')],
  ['statuses.remove', (c) => c.statuses.remove('1'), 'DELETE', '/api/v1/statuses/1', null, null, fixture('Status_deleted_with_poll.json')],
  ['statuses.reblog', (c) => c.statuses.reblog('1', { visibility: 'private' }), 'POST', '/api/v1/statuses/1/reblog', null, { visibility: 'private' }, status],
  ['statuses.unreblog', (c) => c.statuses.unreblog('1'), 'POST', '/api/v1/statuses/1/unreblog', null, null, status],
  ['statuses.favourite', (c) => c.statuses.favourite('1'), 'POST', '/api/v1/statuses/1/favourite', null, null, status],
  ['statuses.unfavourite', (c) => c.statuses.unfavourite('1'), 'POST', '/api/v1/statuses/1/unfavourite', null, null, status],
  ['statuses.pin', (c) => c.statuses.pin('1'), 'POST', '/api/v1/statuses/1/pin', null, null, status],
  ['statuses.unpin', (c) => c.statuses.unpin('1'), 'POST', '/api/v1/statuses/1/unpin', null, null, status],
  ['statuses.mute', (c) => c.statuses.mute('1'), 'POST', '/api/v1/statuses/1/mute', null, null, status],
  ['statuses.unmute', (c) => c.statuses.unmute('1'), 'POST', '/api/v1/statuses/1/unmute', null, null, status],
  ['statuses.rebloggedBy', (c) => c.statuses.rebloggedBy('1'), 'GET', '/api/v1/statuses/1/reblogged_by', null, null, [account]],
  ['statuses.favouritedBy', (c) => c.statuses.favouritedBy('1'), 'GET', '/api/v1/statuses/1/favourited_by', null, null, [account]],
  ['media.update', (c) => c.media.update('5', { description: 'd', focus: '0.5,-0.25' }), 'PUT', '/api/v1/media/5', null, { description: 'd', focus: '0.5,-0.25' }, fixture('MediaAttachment.json')],
  ['accounts.fetch', (c) => c.accounts.fetch('2'), 'GET', '/api/v1/accounts/2', null, null, account],
  ['accounts.verifyCredentials', (c) => c.accounts.verifyCredentials(), 'GET', '/api/v1/accounts/verify_credentials', null, null, fixture('CredentialAccount.json')],
  ['accounts.follow', (c) => c.accounts.follow('2'), 'POST', '/api/v1/accounts/2/follow', null, {}, relationship],
  ['accounts.follow keeps boosts as asked', (c) => c.accounts.follow('2', { reblogs: false }), 'POST', '/api/v1/accounts/2/follow', null, { reblogs: false }, relationship],
  ['accounts.follow without reblogs', (c) => c.accounts.follow('2', { reblogs: false }), 'POST', '/api/v1/accounts/2/follow', null, { reblogs: false }, relationship],
  ['accounts.unfollow', (c) => c.accounts.unfollow('2'), 'POST', '/api/v1/accounts/2/unfollow', null, null, relationship],
  ['accounts.block', (c) => c.accounts.block('2'), 'POST', '/api/v1/accounts/2/block', null, null, relationship],
  ['accounts.unblock', (c) => c.accounts.unblock('2'), 'POST', '/api/v1/accounts/2/unblock', null, null, relationship],
  ['accounts.mute', (c) => c.accounts.mute('2', { notifications: false }), 'POST', '/api/v1/accounts/2/mute', null, { notifications: false }, relationship],
  ['accounts.unmute', (c) => c.accounts.unmute('2'), 'POST', '/api/v1/accounts/2/unmute', null, null, relationship],
  ['accounts.pin (endorse)', (c) => c.accounts.pin('2'), 'POST', '/api/v1/accounts/2/pin', null, null, relationship],
  ['accounts.unpin (unendorse)', (c) => c.accounts.unpin('2'), 'POST', '/api/v1/accounts/2/unpin', null, null, relationship],
  ['accounts.followers', (c) => c.accounts.followers('2', { limit: 40 }), 'GET', '/api/v1/accounts/2/followers', { limit: '40' }, null, [account]],
  ['accounts.following', (c) => c.accounts.following('2'), 'GET', '/api/v1/accounts/2/following', null, null, [account]],
  ['accounts.statuses', (c) => c.accounts.statuses('2', { exclude_replies: true, pinned: false, only_media: true, limit: 40, max_id: '9' }), 'GET', '/api/v1/accounts/2/statuses', { exclude_replies: 'true', pinned: 'false', only_media: 'true', limit: '40', max_id: '9' }, null, [status]],
  ['accounts.relationships', (c) => c.accounts.relationships(['2', '3']), 'GET', '/api/v1/accounts/relationships', { 'id[]': ['2', '3'] }, null, fixture('Relationship_array.json')],
  ['accounts.search', (c) => c.accounts.search({ q: '@ali', resolve: false, limit: 4, following: true }), 'GET', '/api/v1/accounts/search', { q: 'ali', resolve: 'false', limit: '4', following: 'true' }, null, [account]],
  ['accounts.lists', (c) => c.accounts.lists('2'), 'GET', '/api/v1/accounts/2/lists', null, null, [list]],
  ['accounts.identityProofs', (c) => c.accounts.identityProofs('2'), 'GET', '/api/v1/accounts/2/identity_proofs', null, null, [fixture('IdentityProof.json')]],
  ['followRequests.list', (c) => c.followRequests.list(), 'GET', '/api/v1/follow_requests', null, null, [account]],
  ['followRequests.authorize', (c) => c.followRequests.authorize('2'), 'POST', '/api/v1/follow_requests/2/authorize', null, null, relationship],
  ['followRequests.reject', (c) => c.followRequests.reject('2'), 'POST', '/api/v1/follow_requests/2/reject', null, null, relationship],
  ['timelines.home', (c) => c.timelines.home({ max_id: '5', since_id: '1' }), 'GET', '/api/v1/timelines/home', { max_id: '5', since_id: '1' }, null, [status]],
  ['timelines.public', (c) => c.timelines.public({ local: true, only_media: true }), 'GET', '/api/v1/timelines/public', { local: 'true', only_media: 'true' }, null, [status]],
  ['timelines.tag', (c) => c.timelines.tag('cats', { any: ['dogs'], none: ['birds'] }), 'GET', '/api/v1/timelines/tag/cats', { 'any[]': 'dogs', 'none[]': 'birds' }, null, [status]],
  ['timelines.tag without its #', (c) => c.timelines.tag('#cats'), 'GET', '/api/v1/timelines/tag/cats', null, null, [status]],
  ['timelines.list', (c) => c.timelines.list('7'), 'GET', '/api/v1/timelines/list/7', null, null, [status]],
  ['lists.list', (c) => c.lists.list(), 'GET', '/api/v1/lists', null, null, [list]],
  ['lists.fetch', (c) => c.lists.fetch('7'), 'GET', '/api/v1/lists/7', null, null, list],
  ['lists.create', (c) => c.lists.create({ title: 'Friends' }), 'POST', '/api/v1/lists', null, { title: 'Friends' }, list],
  ['lists.update', (c) => c.lists.update('7', { title: 'Pals' }), 'PUT', '/api/v1/lists/7', null, { title: 'Pals' }, list],
  ['lists.remove', (c) => c.lists.remove('7'), 'DELETE', '/api/v1/lists/7', null, null, {}],
  ['lists.accounts', (c) => c.lists.accounts('7'), 'GET', '/api/v1/lists/7/accounts', { limit: '0' }, null, [account]],
  ['lists.addAccounts', (c) => c.lists.addAccounts('7', ['2']), 'POST', '/api/v1/lists/7/accounts', null, { account_ids: ['2'] }, {}],
  ['lists.removeAccounts', (c) => c.lists.removeAccounts('7', ['2']), 'DELETE', '/api/v1/lists/7/accounts', { 'account_ids[]': '2' }, null, {}],
  ['reports.create', (c) => c.reports.create({ account_id: '2', status_ids: ['1'], comment: 'spam', forward: true }), 'POST', '/api/v1/reports', null, { account_id: '2', status_ids: ['1'], comment: 'spam', forward: true }, { id: '1' }],
  ['reports.create for a broken rule', (c) => c.reports.create({ account_id: '2', category: 'violation', rule_ids: ['3'] }), 'POST', '/api/v1/reports', null, { account_id: '2', category: 'violation', rule_ids: ['3'] }, { id: '1' }],
  ['webSettings.save', (c) => c.webSettings.save({ onboarded: true }), 'PUT', '/api/web/settings', null, { data: { onboarded: true } }, {}],
  ['notifications.list', (c) => c.notifications.list({ exclude_types: ['follow', 'reblog'], max_id: '3' }), 'GET', '/api/v1/notifications', { 'exclude_types[]': ['follow', 'reblog'], max_id: '3' }, null, [notification]],
  ['notifications.clear', (c) => c.notifications.clear(), 'POST', '/api/v1/notifications/clear', null, null, {}],
  ['mutes.list', (c) => c.mutes.list(), 'GET', '/api/v1/mutes', null, null, [account]],
  ['blocks.list', (c) => c.blocks.list(), 'GET', '/api/v1/blocks', null, null, [account]],
  ['domainBlocks.list', (c) => c.domainBlocks.list(), 'GET', '/api/v1/domain_blocks', null, null, ['spam.example']],
  ['domainBlocks.block', (c) => c.domainBlocks.block('spam.example'), 'POST', '/api/v1/domain_blocks', null, { domain: 'spam.example' }, {}],
  ['conversations.list', (c) => c.conversations.list({ since_id: '4' }), 'GET', '/api/v1/conversations', { since_id: '4' }, null, [conversation]],
  ['conversations.read', (c) => c.conversations.read('4'), 'POST', '/api/v1/conversations/4/read', null, null, conversation],
  ['favourites.list', (c) => c.favourites.list(), 'GET', '/api/v1/favourites', null, null, [status]],
  ['pushSubscriptions.createForWeb', (c) => c.pushSubscriptions.createForWeb({ endpoint: 'https://push/1', keys: { p256dh: 'p', auth: 'a' } }, { alerts: { mention: true } }), 'POST', '/api/web/push_subscriptions', null, { subscription: { endpoint: 'https://push/1', keys: { p256dh: 'p', auth: 'a' } }, data: { alerts: { mention: true } } }, { id: 1, endpoint: 'https://push/1', alerts: { mention: true }, server_key: 'k' }],
  ['pushSubscriptions.updateForWeb', (c) => c.pushSubscriptions.updateForWeb('1', { alerts: { follow: false } }), 'PUT', '/api/web/push_subscriptions/1', null, { data: { alerts: { follow: false } } }, { id: 1, endpoint: 'https://push/1', alerts: { follow: false }, server_key: 'k' }],
  ['polls.vote', (c) => c.polls.vote('9', [0, 2]), 'POST', '/api/v1/polls/9/votes', null, { choices: [0, 2] }, poll],
  ['polls.fetch', (c) => c.polls.fetch('9'), 'GET', '/api/v1/polls/9', null, null, poll],
  ['customEmojis.list', (c) => c.customEmojis.list(), 'GET', '/api/v1/custom_emojis', null, null, [fixture('CustomEmoji.json')]],
  ['filters.list', (c) => c.filters.list(), 'GET', '/api/v1/filters', null, null, [filter]],
  ['filters.create', (c) => c.filters.create({ phrase: 'spoiler', context: ['home'], whole_word: true }), 'POST', '/api/v1/filters', null, { phrase: 'spoiler', context: ['home'], whole_word: true }, filter],
  ['search.search', (c) => c.search.search({ q: 'cats', resolve: true, limit: 5 }), 'GET', '/api/v2/search', { q: 'cats', resolve: 'true', limit: '5' }, null, fixture('Search_v2.json')],
  ['suggestions.list', (c) => c.suggestions.list(), 'GET', '/api/v1/suggestions', null, null, [account]],
  ['suggestions.remove', (c) => c.suggestions.remove('2'), 'DELETE', '/api/v1/suggestions/2', null, null, {}],
];

describe('REST resources make the calls of SPEC §7', () => {
  const server = new TestServer();
  let answer: unknown = null;
  let client: RestClient;

  beforeAll(async () => {
    await server.start();
    server.fallback = (_req, res) => sendJson(res, 200, answer);
    client = createRestClient({ url: server.url, accessToken: 'token' });
  });
  afterAll(() => server.stop());

  it.each(rows)('%s', async (_name, call, method, path, query, body, response) => {
    answer = response;
    await call(client);
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
  });
});
