import { replaceInstanceRules, saveInstanceDocument } from '../../src/db/repositories/instance-documents';
import { TERMS_EFFECTIVE_DATE } from '../../src/pages/terms-content';
import { DEMO_RULES, seedInstanceDocuments } from '../../src/seed/instance-documents';
import { saveInterfaceLocale } from '../../src/services/web-preferences';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { rawRequest } from '../support/relationship-helpers';
import { remoteAccount } from '../support/status-fixtures';
import { describeErrors, responseValidator } from '../contract/reference-schema';

const DAY = 86_400_000;
const NOW = new Date('2026-03-18T15:30:00.000Z');

/** The answer is what the Mastodon reference documents for this operation. */
function expectReferenceShape(operation: string, body: unknown): void {
  const validate = responseValidator(operation, 200);
  if (!validate) throw new Error(`no schema for ${operation}`);
  expect(validate(body) ? [] : describeErrors(validate.errors, body)).toEqual([]);
}

describe('instance documents', () => {
  let t: TestInstance;
  let clock = NOW;
  let alice: TestUser;
  beforeAll(async () => {
    t = await startTestInstance({ now: () => clock });
    alice = t.user('alice');
  });
  afterAll(() => t.close());

  it('lists no rules until the instance has some, then its rules in order, in v1 and v2 too', async () => {
    expect(await t.anonymous().instance.rules()).toEqual([]);
    replaceInstanceRules(t.instance.db, [
      { text: 'Second', hint: 'b' },
      { text: 'Third', hint: '' },
    ], NOW.toISOString());
    seedInstanceDocuments(t.instance);
    const rules = await t.anonymous().instance.rules();
    expect(rules.map(({ text, hint }) => ({ text, hint }))).toEqual(DEMO_RULES);
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(DEMO_RULES.length);
    const raw = await rawRequest(t, 'GET', '/api/v1/instance/rules');
    expectReferenceShape('GET /api/v1/instance/rules', raw.body);
    expect((await t.anonymous().instance.v2()).rules).toEqual(rules);
    expect((await t.anonymous().instance.v1()).rules).toEqual(rules);
  });

  it('answers the about text in paragraphs, escaped, with when it was written', async () => {
    saveInstanceDocument(t.instance.db, 'extended_description', 'Hello <b>world</b>.\n\nSecond line\nwith a break.', '2026-03-01T10:00:00.000Z');
    const about = await t.anonymous().instance.extendedDescription();
    expect(about).toEqual({ updated_at: '2026-03-01T10:00:00.000Z', content: '<p>Hello &lt;b&gt;world&lt;/b&gt;.</p><p>Second line<br>with a break.</p>' });
  });

  it('serves the terms and privacy policy /terms shows, in the reader’s language', async () => {
    const german = t.user('greta');
    saveInterfaceLocale(t.instance.db, german.account.id, 'de');
    const terms = await german.api.instance.termsOfService();
    const privacy = await german.api.instance.privacyPolicy();
    const page = await (await fetch(`${t.url}/terms`, { headers: { 'accept-language': 'de' } })).text();
    expect(terms).toMatchObject({ effective_date: TERMS_EFFECTIVE_DATE, effective: true, succeeded_by: null });
    expect(page).toContain(terms.content);
    expect(page).toContain(privacy.content);
    expect(terms.content).toContain('Regeln');
    const english = await t.anonymous().instance.privacyPolicy();
    expect(english.content).not.toBe(privacy.content);
    expect(await (await fetch(`${t.url}/terms`)).text()).toContain(english.content);
    const byHeader = await fetch(`${t.url}/api/v1/instance/privacy_policy`, { headers: { 'accept-language': 'de-AT' } });
    expect(await byHeader.json()).toEqual(privacy);
    expectReferenceShape('GET /api/v1/instance/terms_of_service', (await rawRequest(t, 'GET', '/api/v1/instance/terms_of_service')).body);
    expectReferenceShape('GET /api/v1/instance/privacy_policy', (await rawRequest(t, 'GET', '/api/v1/instance/privacy_policy')).body);
  });

  it('answers the terms of their effective date, and 404 for any other date', async () => {
    expect(await t.anonymous().instance.termsOfService(TERMS_EFFECTIVE_DATE)).toEqual(await t.anonymous().instance.termsOfService());
    for (const date of ['2020-01-01', 'not-a-date']) {
      expect(await rawRequest(t, 'GET', `/api/v1/instance/terms_of_service/${date}`)).toMatchObject({ status: 404, body: { error: 'Record not found' } });
    }
  });

  it('lists the domains of the accounts it knows as peers', async () => {
    remoteAccount(t.instance, 'zed', 'b.example');
    remoteAccount(t.instance, 'amy', 'a.example');
    remoteAccount(t.instance, 'ann', 'a.example');
    expect(await t.anonymous().instance.peers()).toEqual(['a.example', 'b.example']);
  });

  it('counts twelve weeks of statuses, active users and sign-ups from the database', async () => {
    clock = new Date(NOW.getTime() - 20 * DAY);
    const bob = t.user('bob');
    await bob.api.statuses.create({ status: 'three weeks ago' });
    clock = NOW;
    await alice.api.statuses.create({ status: 'today' });
    await alice.api.statuses.create({ status: 'quietly', visibility: 'unlisted' });
    await alice.api.statuses.create({ status: 'to myself', visibility: 'private' });

    const weeks = await t.anonymous().instance.activity();
    expect(weeks).toHaveLength(12);
    expect(weeks.map((week) => week.week)).toEqual(Array.from({ length: 12 }, (_, i) => String(Math.floor((NOW.getTime() - i * 7 * DAY) / 1000))));
    // Week 0 spans today onwards (as Mastodon counts it): alice and greta signed up today, alice
    // posted twice in public (the private post is not counted); bob signed up and posted 20 days ago, in week 3.
    expect(weeks[0]).toEqual({ week: weeks[0]?.week, statuses: '2', logins: '2', registrations: '2' });
    expect(weeks[3]).toMatchObject({ statuses: '1', logins: '1', registrations: '1' });
    expect(weeks.filter((_, i) => i !== 0 && i !== 3).every((week) => week.statuses === '0' && week.registrations === '0')).toBe(true);
    expectReferenceShape('GET /api/v1/instance/activity', (await rawRequest(t, 'GET', '/api/v1/instance/activity')).body);
  });

  it('publishes no moderated domains: it moderates none', async () => {
    expect(await t.anonymous().instance.domainBlocks()).toEqual([]);
  });

  it('answers /health with a plain OK', async () => {
    const response = await fetch(`${t.url}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('OK');
  });

  describe('oEmbed', () => {
    it('embeds a public local status by its URL', async () => {
      const status = await alice.api.statuses.create({ status: 'embed me' });
      const url = status.url ?? '';
      const answer = await rawRequest(t, 'GET', `/api/oembed?url=${encodeURIComponent(url)}&maxwidth=300`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        type: 'rich',
        version: '1.0',
        author_name: 'Alice',
        author_url: `${t.url}/@alice`,
        provider_name: t.instance.config.domain,
        provider_url: `${t.url}/`,
        cache_age: 86_400,
        width: 300,
        height: null,
      });
      expect(JSON.stringify(answer.body)).toContain(`href=\\"${url}\\"`);
      const byPath = await rawRequest(t, 'GET', `/api/oembed?url=${encodeURIComponent(`${t.url}/users/alice/statuses/${status.id}`)}`);
      expect(byPath).toMatchObject({ status: 200, body: { width: 400 } });
    });

    it('finds nothing for a private status, another server’s URL or no URL', async () => {
      const secret = await alice.api.statuses.create({ status: 'followers only', visibility: 'private' });
      for (const url of [secret.url ?? '', 'https://elsewhere.example/@alice/1', 'nonsense']) {
        expect(await rawRequest(t, 'GET', `/api/oembed?url=${encodeURIComponent(url)}`)).toMatchObject({ status: 404, body: { error: 'Record not found' } });
      }
      expect((await rawRequest(t, 'GET', '/api/oembed')).status).toBe(400);
    });
  });
});
