import { createRestClient, ValidationError, type RestClient } from '../../src';
import { fixture } from '../support/fixtures';
import { fixtureFiles } from '../support/fixture-schemas';
import { createRandom, mutate, type Random } from '../support/mutate';

// Deterministic: the seed is fixed (FUZZ_SEED overrides it) and printed with every failure.
const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed11);
const ITERATIONS = 1000;
const BASE = 'https://fuzz.example';

const files = (prefix: string) => fixtureFiles.filter((file) => file.startsWith(prefix) && !file.startsWith(`${prefix}_array`));
/** A body for an endpoint: one fixture, or for a list a few of them. */
type Body = (random: Random) => unknown;
const one = (prefix: string): Body => (random) => fixture(random.pick(files(prefix)));
const list = (prefix: string): Body => (random) => Array.from({ length: 1 + random.int(3) }, () => fixture(random.pick(files(prefix))));

// Each REST call, and what a server answers it with.
const calls: Array<[name: string, call: (c: RestClient) => PromiseLike<unknown>, body: Body]> = [
  ['statuses.fetch', (c) => c.statuses.fetch('1'), one('Status')],
  ['statuses.context', (c) => c.statuses.context('1'), one('Context')],
  ['statuses.create', (c) => c.statuses.create({ status: 'x' }), one('Status')],
  ['statuses.reblog', (c) => c.statuses.reblog('1'), one('Status_reblog')],
  ['statuses.rebloggedBy', (c) => c.statuses.rebloggedBy('1'), list('Account')],
  ['timelines.home', (c) => c.timelines.home(), list('Status')],
  ['timelines.public', (c) => c.timelines.public({ local: true }), list('Status')],
  ['accounts.verifyCredentials', (c) => c.accounts.verifyCredentials(), one('CredentialAccount')],
  ['accounts.fetch', (c) => c.accounts.fetch('1'), one('Account')],
  ['accounts.statuses', (c) => c.accounts.statuses('1'), list('Status')],
  ['accounts.followers', (c) => c.accounts.followers('1'), list('Account')],
  ['accounts.relationships', (c) => c.accounts.relationships(['1']), () => fixture('Relationship_array.json')],
  ['accounts.follow', (c) => c.accounts.follow('1'), one('Relationship')],
  ['accounts.identityProofs', (c) => c.accounts.identityProofs('1'), list('IdentityProof')],
  ['notifications.list', (c) => c.notifications.list(), list('Notification')],
  ['conversations.list', (c) => c.conversations.list(), list('Conversation')],
  ['instance.fetch', (c) => c.instance.fetch(), (random) => fixture(random.pick(['Instance_v2.json', 'Instance_v1.json']))],
  ['search.search', (c) => c.search.search({ q: 'x' }), one('Search_v2')],
  ['polls.fetch', (c) => c.polls.fetch('1'), one('Poll')],
  ['lists.list', (c) => c.lists.list(), list('List')],
  ['filters.list', (c) => c.filters.list(), list('Filter_v1')],
  ['customEmojis.list', (c) => c.customEmojis.list(), list('CustomEmoji')],
  ['media.fetch', (c) => c.media.fetch('1'), one('MediaAttachment')],
  ['favourites.list', (c) => c.favourites.list(), list('Status')],
  ['oauth.registerApp', (c) => c.oauth.registerApp({ client_name: 'x', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' }), one('Application_credential')],
];

const LINKS = [
  `<${BASE}/api/v1/timelines/home?max_id=1>; rel="next"`,
  '<https://evil.example/api/v1/timelines/home?max_id=1>; rel="next", <javascript:alert(1)>; rel="prev"',
  '<<<>>>; rel=next',
  `<${'x'.repeat(10_000)}>; rel="next"`,
  '<http://[::1>; rel="next"',
  '; rel="next"',
];

describe(`the REST client over mutated bodies (seed ${SEED})`, () => {
  it(`${ITERATIONS} calls: each resolves or rejects with a ValidationError`, async () => {
    const random = createRandom(SEED);
    const failures: string[] = [];
    let answer = { text: '', link: null as string | null };
    const client = createRestClient({
      url: BASE,
      accessToken: 'token',
      fetch: async () => {
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (answer.link !== null) headers.Link = answer.link;
        return new Response(answer.text, { status: 200, headers });
      },
    });
    let refused = 0;
    for (let i = 0; i < ITERATIONS; i += 1) {
      const [name, call, body] = calls[i % calls.length] as (typeof calls)[number];
      const mutant = mutate(body(random), random);
      answer = { text: random.next() < 0.05 ? mutant.text.slice(0, random.int(mutant.text.length)) : mutant.text, link: random.next() < 0.2 ? random.pick(LINKS) : null };
      const where = `seed ${SEED}, iteration ${i}, ${name}: ${mutant.steps.join('; ')}`;
      try {
        const value = await call(client);
        JSON.stringify(value);
        if (typeof value === 'object' && value !== null && 'next' in value && typeof value.next === 'string' && !value.next.startsWith(`${BASE}/`)) {
          failures.push(`${where}: a cursor off the server: ${value.next}`);
        }
      } catch (error) {
        if (!(error instanceof ValidationError)) failures.push(`${where}: threw ${String(error)}`);
        else {
          refused += 1;
          JSON.stringify(error.toJSON());
        }
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect(refused).toBeGreaterThan(ITERATIONS / 10);
  }, 60_000);
});
