import { createRestClient, type RestClient } from '../../src';
import { fixture } from '../support/fixtures';
import { payload } from '../support/payloads';
import { sendJson, TestServer } from '../support/test-server';

// The pattern of resources.test.ts, with the parsed result checked too. Each row: the call, the
// request it must make, the body the server answers with, and what the call must resolve to.
type Row = [
  name: string,
  call: (c: RestClient) => PromiseLike<unknown>,
  method: string,
  path: string,
  query: Record<string, string | string[]> | null,
  body: unknown,
  answer: unknown,
  expected: unknown,
];

const status = fixture<Record<string, unknown>>('Status.json');
const quoting = payload<Record<string, unknown>>('Status_quote.json');
const scheduled = payload('ScheduledStatus.json');
const filter = payload('Filter_v2.json');
const keyword = payload('FilterKeyword.json');
const filterStatus = payload('FilterStatus.json');
const markers = payload('Markers.json');

const aStatus = (id: string) => expect.objectContaining({ id });
const page = (...items: unknown[]) => expect.objectContaining({ items, next: null, prev: null, partial: false });

const rows: Row[] = [
  // Statuses
  ['statuses.create with a quote', (c) => c.statuses.create({ status: 'so true', quoted_status_id: '103270115826048975', quote_approval_policy: 'followers', visibility: 'public' }, { idempotencyKey: 'k1' }),
    'POST', '/api/v1/statuses', null, { status: 'so true', quoted_status_id: '103270115826048975', quote_approval_policy: 'followers', visibility: 'public' }, quoting,
    expect.objectContaining({ id: '113910000000000001', quote: expect.objectContaining({ state: 'accepted', quoted_status_id: '103270115826048975' }) })],
  ['statuses.create scheduled → ScheduledStatus', (c) => c.statuses.create({ status: 'test content', scheduled_at: '2019-12-05T12:33:01.000Z' }, { idempotencyKey: 'k2' }),
    'POST', '/api/v1/statuses', null, { status: 'test content', scheduled_at: '2019-12-05T12:33:01.000Z' }, scheduled,
    expect.objectContaining({ id: '3221', scheduled_at: '2019-12-05T12:33:01.000Z', params: expect.objectContaining({ text: 'test content' }) })],
  ['statuses.create with scheduled_at null → Status', (c) => c.statuses.create({ status: 'now', scheduled_at: null }, { idempotencyKey: 'k3' }),
    'POST', '/api/v1/statuses', null, { status: 'now', scheduled_at: null }, status, aStatus('103270115826048975')],
  ['statuses.edit', (c) => c.statuses.edit('1', {
    status: 'edited', spoiler_text: 'cw', sensitive: true, language: 'en', media_ids: ['22'],
    media_attributes: [{ id: '22', description: 'a cat', focus: '0.0,0.5' }], poll: null,
  }), 'PUT', '/api/v1/statuses/1', null, {
    status: 'edited', spoiler_text: 'cw', sensitive: true, language: 'en', media_ids: ['22'],
    media_attributes: [{ id: '22', description: 'a cat', focus: '0.0,0.5' }], poll: null,
  }, { ...status, edited_at: '2025-01-01T00:00:00.000Z' }, expect.objectContaining({ edited_at: '2025-01-01T00:00:00.000Z' })],
  ['statuses.edit with a poll', (c) => c.statuses.edit('1', { status: 'which?', poll: { options: ['a', 'b'], expires_in: 3600, multiple: true } }),
    'PUT', '/api/v1/statuses/1', null, { status: 'which?', poll: { options: ['a', 'b'], expires_in: 3600, multiple: true } }, status, aStatus('103270115826048975')],
  ['statuses.fetchMany', (c) => c.statuses.fetchMany(['1', '2']), 'GET', '/api/v1/statuses', { 'id[]': ['1', '2'] }, null, [status], [aStatus(String(status.id))]],
  ['statuses.history', (c) => c.statuses.history('1'), 'GET', '/api/v1/statuses/1/history', null, null, [payload('StatusEdit.json')],
    [expect.objectContaining({ created_at: '2022-09-05T00:03:32.480Z', poll: { options: [{ title: 'cool' }, { title: 'uncool' }, { title: 'spiderman (this option has been changed)' }] } })]],
  ['statuses.source', (c) => c.statuses.source('108942703571991143'), 'GET', '/api/v1/statuses/108942703571991143/source', null, null, payload('StatusSource.json'),
    { id: '108942703571991143', text: 'this is a status that will be edited', spoiler_text: '' }],
  ['statuses.translate', (c) => c.statuses.translate('1', { lang: 'es' }), 'POST', '/api/v1/statuses/1/translate', null, { lang: 'es' }, payload('Translation.json'),
    expect.objectContaining({ content: '<p>Hola mundo</p>', language: 'es', provider: 'DeepL.com' })],
  ['statuses.translate into the user’s locale', (c) => c.statuses.translate('1'), 'POST', '/api/v1/statuses/1/translate', null, {}, { content: '<p>Hallo</p>' },
    expect.objectContaining({ content: '<p>Hallo</p>', detected_source_language: '' })],
  ['statuses.quotes', (c) => c.statuses.quotes('103270115826048975', { limit: 40, max_id: '9' }), 'GET', '/api/v1/statuses/103270115826048975/quotes', { limit: '40', max_id: '9' }, null, [quoting],
    page(aStatus('113910000000000001'))],
  ['statuses.revokeQuote', (c) => c.statuses.revokeQuote('103270115826048975', '113910000000000001'), 'POST', '/api/v1/statuses/103270115826048975/quotes/113910000000000001/revoke', null, null,
    { ...quoting, quote: { state: 'revoked', quoted_status: null } }, expect.objectContaining({ quote: { state: 'revoked', quoted_status: null, quoted_status_id: null } })],
  ['statuses.updateInteractionPolicy', (c) => c.statuses.updateInteractionPolicy('1', { quote_approval_policy: 'nobody' }), 'PUT', '/api/v1/statuses/1/interaction_policy', null, { quote_approval_policy: 'nobody' },
    { ...status, quote_approval: { automatic: [], manual: [], current_user: 'denied' } }, expect.objectContaining({ quote_approval: { automatic: [], manual: [], current_user: 'denied' } })],
  ['bookmarks.list', (c) => c.bookmarks.list({ limit: 20, min_id: '3' }), 'GET', '/api/v1/bookmarks', { limit: '20', min_id: '3' }, null, [status], page(aStatus('103270115826048975'))],

  // Filters v2
  ['filtersV2.list', (c) => c.filtersV2.list(), 'GET', '/api/v2/filters', null, null, [filter], [expect.objectContaining({ id: '19972', filter_action: 'warn' })]],
  ['filtersV2.fetch', (c) => c.filtersV2.fetch('19972'), 'GET', '/api/v2/filters/19972', null, null, filter, expect.objectContaining({ title: 'Test filter', keywords: [{ id: '1197', keyword: 'bad word', whole_word: false }] })],
  ['filtersV2.create', (c) => c.filtersV2.create({ title: 'Test filter', context: ['home'], filter_action: 'warn', expires_in: 86400, keywords_attributes: [{ keyword: 'bad word', whole_word: false }] }),
    'POST', '/api/v2/filters', null, { title: 'Test filter', context: ['home'], filter_action: 'warn', expires_in: 86400, keywords_attributes: [{ keyword: 'bad word', whole_word: false }] }, filter,
    expect.objectContaining({ id: '19972', statuses: [{ id: '1', status_id: '109031743575371913' }] })],
  ['filtersV2.update', (c) => c.filtersV2.update('19972', { filter_action: 'blur', expires_in: null, keywords_attributes: [{ id: '1197', _destroy: true }] }),
    'PUT', '/api/v2/filters/19972', null, { filter_action: 'blur', expires_in: null, keywords_attributes: [{ id: '1197', _destroy: true }] }, { ...(filter as object), filter_action: 'blur', keywords: [] },
    expect.objectContaining({ filter_action: 'blur', keywords: [] })],
  ['filtersV2.remove', (c) => c.filtersV2.remove('19972'), 'DELETE', '/api/v2/filters/19972', null, null, {}, undefined],
  ['filtersV2.keywords', (c) => c.filtersV2.keywords('19972'), 'GET', '/api/v2/filters/19972/keywords', null, null, [keyword], [{ id: '1197', keyword: 'bad word', whole_word: false }]],
  ['filtersV2.addKeyword', (c) => c.filtersV2.addKeyword('19972', { keyword: 'bad word', whole_word: false }), 'POST', '/api/v2/filters/19972/keywords', null, { keyword: 'bad word', whole_word: false }, keyword,
    { id: '1197', keyword: 'bad word', whole_word: false }],
  ['filtersV2.fetchKeyword', (c) => c.filtersV2.fetchKeyword('1197'), 'GET', '/api/v2/filters/keywords/1197', null, null, keyword, { id: '1197', keyword: 'bad word', whole_word: false }],
  ['filtersV2.updateKeyword', (c) => c.filtersV2.updateKeyword('1197', { keyword: 'worse word', whole_word: true }), 'PUT', '/api/v2/filters/keywords/1197', null, { keyword: 'worse word', whole_word: true },
    { id: '1197', keyword: 'worse word', whole_word: true }, { id: '1197', keyword: 'worse word', whole_word: true }],
  ['filtersV2.removeKeyword', (c) => c.filtersV2.removeKeyword('1197'), 'DELETE', '/api/v2/filters/keywords/1197', null, null, {}, undefined],
  ['filtersV2.statuses', (c) => c.filtersV2.statuses('19972'), 'GET', '/api/v2/filters/19972/statuses', null, null, [filterStatus], [{ id: '1', status_id: '109031743575371913' }]],
  ['filtersV2.addStatus', (c) => c.filtersV2.addStatus('19972', '109031743575371913'), 'POST', '/api/v2/filters/19972/statuses', null, { status_id: '109031743575371913' }, filterStatus,
    { id: '1', status_id: '109031743575371913' }],
  ['filtersV2.fetchStatus', (c) => c.filtersV2.fetchStatus('1'), 'GET', '/api/v2/filters/statuses/1', null, null, filterStatus, { id: '1', status_id: '109031743575371913' }],
  ['filtersV2.removeStatus', (c) => c.filtersV2.removeStatus('1'), 'DELETE', '/api/v2/filters/statuses/1', null, null, filterStatus, undefined],

  // Markers
  ['markers.fetch', (c) => c.markers.fetch(), 'GET', '/api/v1/markers', { 'timeline[]': ['home', 'notifications'] }, null, markers,
    { home: expect.objectContaining({ last_read_id: '103206604258487607', version: 468 }), notifications: expect.objectContaining({ last_read_id: '35098814' }) }],
  ['markers.fetch home only', (c) => c.markers.fetch(['home']), 'GET', '/api/v1/markers', { 'timeline[]': 'home' }, null, { home: (markers as { home: unknown }).home },
    { home: expect.objectContaining({ version: 468 }), notifications: null }],
  ['markers.save', (c) => c.markers.save({ home: { last_read_id: '103206604258487607' } }), 'POST', '/api/v1/markers', null, { home: { last_read_id: '103206604258487607' } },
    { home: payload('Marker.json') }, { home: { last_read_id: '103194548672408537', version: 462, updated_at: '2019-11-24T19:39:39.337Z' }, notifications: null }],

  // Scheduled statuses
  ['scheduledStatuses.list', (c) => c.scheduledStatuses.list({ limit: 40 }), 'GET', '/api/v1/scheduled_statuses', { limit: '40' }, null, [scheduled, payload('ScheduledStatus_poll_quote.json')],
    page(expect.objectContaining({ id: '3221' }), expect.objectContaining({ id: '3222', params: expect.objectContaining({ quoted_status_id: '103270115826048975' }) }))],
  ['scheduledStatuses.fetch', (c) => c.scheduledStatuses.fetch('3221'), 'GET', '/api/v1/scheduled_statuses/3221', null, null, scheduled, expect.objectContaining({ id: '3221', media_attachments: [] })],
  ['scheduledStatuses.update', (c) => c.scheduledStatuses.update('3221', { scheduled_at: '2019-12-06T12:33:01.000Z' }), 'PUT', '/api/v1/scheduled_statuses/3221', null, { scheduled_at: '2019-12-06T12:33:01.000Z' },
    { ...(scheduled as object), scheduled_at: '2019-12-06T12:33:01.000Z' }, expect.objectContaining({ scheduled_at: '2019-12-06T12:33:01.000Z' })],
  ['scheduledStatuses.remove', (c) => c.scheduledStatuses.remove('3221'), 'DELETE', '/api/v1/scheduled_statuses/3221', null, null, {}, undefined],
];

describe('REST: statuses (edits, quotes, translations), bookmarks, filters v2, markers, scheduled statuses', () => {
  const server = new TestServer();
  let answer: unknown = null;
  let client: RestClient;

  beforeAll(async () => {
    await server.start();
    server.fallback = (_req, res) => sendJson(res, 200, answer);
    client = createRestClient({ url: server.url, accessToken: 'token' });
  });
  afterAll(() => server.stop());

  it.each(rows)('%s', async (_name, call, method, path, query, body, response, expected) => {
    answer = response;
    const result = await call(client);
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
    expect(result).toEqual(expected);
  });

  it('statuses.create sends the Idempotency-Key, scheduled or not', async () => {
    answer = scheduled;
    await client.statuses.create({ status: 'later', scheduled_at: '2030-01-01T00:00:00.000Z' }, { idempotencyKey: 'same-key' });
    expect(server.last().headers['idempotency-key']).toBe('same-key');
    answer = status;
    await client.statuses.create({ status: 'now' });
    expect(server.last().headers['idempotency-key']).toMatch(/\S/);
  });

  it('a scheduled post answered with a Status (a server that ignored scheduled_at) is a ValidationError, not a mistyped value', async () => {
    answer = status;
    await expect(client.statuses.create({ status: 'later', scheduled_at: '2030-01-01T00:00:00.000Z' })).rejects.toMatchObject({ kind: 'validation' });
  });
});
