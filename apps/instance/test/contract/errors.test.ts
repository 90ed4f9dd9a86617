import { describeErrors, responseValidator } from './reference-schema';
import { createWorld, request, type ContractWorld } from './world';

interface ErrorCase {
  operation: string;
  url: (world: ContractWorld) => string;
  token: (world: ContractWorld) => string | null;
  json?: unknown;
  status: 401 | 403 | 404 | 422;
  /** Mastodon's own words for it. */
  error: string | RegExp;
}

const aliceToken = (w: ContractWorld) => w.alice.token;
const noToken = () => null;

/** Refusals in Mastodon's error shape (`{ error }`), each checked against the reference's schema for its status. */
const CASES: ErrorCase[] = [
  { operation: 'GET /api/v1/timelines/home', url: () => '/api/v1/timelines/home', token: noToken, status: 401, error: 'The access token is invalid' },
  { operation: 'GET /api/v1/markers', url: () => '/api/v1/markers', token: noToken, status: 401, error: 'The access token is invalid' },
  { operation: 'GET /api/v2/notifications', url: () => '/api/v2/notifications', token: () => 'not-a-token', status: 401, error: 'The access token is invalid' },
  { operation: 'GET /api/v2/filters', url: () => '/api/v2/filters', token: (w) => w.appToken, status: 422, error: 'This method requires an authenticated user' },
  {
    operation: 'POST /api/v1/statuses',
    url: () => '/api/v1/statuses',
    token: (w) => w.reader,
    json: { status: 'Not allowed' },
    status: 403,
    error: 'This action is outside the authorized scopes',
  },
  {
    operation: 'POST /api/v2/filters',
    url: () => '/api/v2/filters',
    token: (w) => w.reader,
    json: { title: 'x', context: ['home'] },
    status: 403,
    error: 'This action is outside the authorized scopes',
  },
  { operation: 'GET /api/v1/statuses/{id}', url: () => '/api/v1/statuses/1', token: aliceToken, status: 404, error: 'Record not found' },
  { operation: 'GET /api/v1/scheduled_statuses/{id}', url: () => '/api/v1/scheduled_statuses/1', token: aliceToken, status: 404, error: 'Record not found' },
  { operation: 'GET /api/v2/filters/{id}', url: () => '/api/v2/filters/1', token: aliceToken, status: 404, error: 'Record not found' },
  { operation: 'GET /api/v1/statuses/{id}/history', url: () => '/api/v1/statuses/1/history', token: aliceToken, status: 404, error: 'Record not found' },
  { operation: 'GET /api/v1/notifications/requests/{id}', url: () => '/api/v1/notifications/requests/1', token: aliceToken, status: 404, error: 'Record not found' },
  {
    operation: 'POST /api/v1/statuses',
    url: () => '/api/v1/statuses',
    token: aliceToken,
    json: { status: '' },
    status: 422,
    error: "Validation failed: Text can't be blank",
  },
  {
    operation: 'POST /api/v1/statuses',
    url: () => '/api/v1/statuses',
    token: aliceToken,
    json: { status: 'Too soon', scheduled_at: new Date(Date.now() + 60_000).toISOString() },
    status: 422,
    error: /Scheduled at/,
  },
  {
    operation: 'POST /api/v2/filters',
    url: () => '/api/v2/filters',
    token: aliceToken,
    json: { title: '', context: ['home'] },
    status: 422,
    error: /Title can't be blank/,
  },
  {
    operation: 'POST /api/v1/featured_tags',
    url: () => '/api/v1/featured_tags',
    token: aliceToken,
    json: { name: 'not a tag!' },
    status: 422,
    error: /Tag is invalid|Name is invalid/,
  },
];

describe('refusals in Mastodon’s shape', () => {
  let world: ContractWorld;
  beforeAll(async () => {
    world = await createWorld();
  });
  afterAll(() => world.t.close());

  it.each(CASES.map((c): [string, ErrorCase] => [`${c.status} ${c.operation}`, c]))('%s', async (_name, c) => {
    const [method = 'GET'] = c.operation.split(' ');
    const answer = await request(world, method, c.url(world), { token: c.token(world), json: c.json });
    expect(answer.status).toBe(c.status);
    const error = (answer.body as { error?: unknown }).error;
    expect(typeof error === 'string' ? error : answer.body).toEqual(typeof c.error === 'string' ? c.error : expect.stringMatching(c.error));
    const validate = responseValidator(c.operation, c.status);
    if (validate && !validate(answer.body)) expect(describeErrors(validate.errors, answer.body)).toEqual([]);
  });
});
