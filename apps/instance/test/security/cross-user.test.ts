import { startWorld, type World } from './support/world';

/**
 * Another user's token (bob's, with every scope) and no token at all against alice's private
 * resources: Mastodon answers 404 for what the caller may not see, changes nothing, and lists and
 * timelines never carry it. carol, who follows alice and is addressed by her direct status, shows
 * the same calls do answer when allowed.
 */

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const count = (sql: string, ...params: string[]): number =>
  world.instance.db.prepare<string[], { n: number }>(`SELECT count(*) AS n FROM (${sql})`).get(...params)?.n ?? -1;

describe("bob's token on alice's private resources", () => {
  const cases = (): [string, string, unknown?][] => {
    const t = world.things;
    return [
      ['GET', `/api/v1/lists/${t.list}`],
      ['PUT', `/api/v1/lists/${t.list}`, { title: 'taken' }],
      ['DELETE', `/api/v1/lists/${t.list}`],
      ['GET', `/api/v1/lists/${t.list}/accounts`],
      ['POST', `/api/v1/lists/${t.list}/accounts`, { account_ids: [world.carol.account.id] }],
      ['DELETE', `/api/v1/lists/${t.list}/accounts`, { account_ids: [world.bob.account.id] }],
      ['GET', `/api/v1/timelines/list/${t.list}`],
      ['GET', `/api/v1/filters/${t.filter}`],
      ['PUT', `/api/v1/filters/${t.filter}`, { phrase: 'taken', context: ['home'] }],
      ['DELETE', `/api/v1/filters/${t.filter}`],
      // The fixture's filter and its one keyword share the id.
      ['GET', `/api/v2/filters/${t.filter}`],
      ['PUT', `/api/v2/filters/${t.filter}`, { title: 'taken' }],
      ['DELETE', `/api/v2/filters/${t.filter}`],
      ['GET', `/api/v2/filters/${t.filter}/keywords`],
      ['POST', `/api/v2/filters/${t.filter}/keywords`, { keyword: 'taken' }],
      ['GET', `/api/v2/filters/keywords/${t.filter}`],
      ['PUT', `/api/v2/filters/keywords/${t.filter}`, { keyword: 'taken' }],
      ['DELETE', `/api/v2/filters/keywords/${t.filter}`],
      ['GET', `/api/v2/filters/${t.filter}/statuses`],
      ['POST', `/api/v2/filters/${t.filter}/statuses`, { status_id: t.publicStatus }],
      ['GET', `/api/v1/notifications/${t.notification}`],
      ['POST', `/api/v1/notifications/${t.notification}/dismiss`, {}],
      ['GET', `/api/v1/media/${t.media}`],
      ['PUT', `/api/v1/media/${t.media}`, { description: 'taken' }],
      ['POST', `/api/v1/conversations/${t.conversation}/read`, {}],
      ['DELETE', `/api/v1/conversations/${t.conversation}`],
      ['PUT', `/api/web/push_subscriptions/${t.pushSubscription}`, { data: { alerts: { mention: true } } }],
      // Only its author deletes a status, even one everybody sees (its source is readable by all who see it, as Mastodon).
      ['DELETE', `/api/v1/statuses/${t.publicStatus}`],
      ...[t.privateStatus, t.directStatus, t.pollStatus].flatMap((id): [string, string, unknown?][] => [
        ['GET', `/api/v1/statuses/${id}`],
        ['GET', `/api/v1/statuses/${id}/context`],
        ['GET', `/api/v1/statuses/${id}/source`],
        ['GET', `/api/v1/statuses/${id}/favourited_by`],
        ['GET', `/api/v1/statuses/${id}/reblogged_by`],
        ['POST', `/api/v1/statuses/${id}/favourite`, {}],
        ['POST', `/api/v1/statuses/${id}/bookmark`, {}],
        ['POST', `/api/v1/statuses/${id}/reblog`, {}],
        ['POST', `/api/v1/statuses/${id}/pin`, {}],
        ['POST', `/api/v1/statuses/${id}/mute`, {}],
        ['DELETE', `/api/v1/statuses/${id}`],
      ]),
      ['GET', `/api/v1/polls/${t.poll}`],
      ['POST', `/api/v1/polls/${t.poll}/votes`, { choices: [0] }],
    ];
  };

  it('answers 404 to every call, for bob and (reads) for no token', async () => {
    const answers = [];
    for (const [method, url, body] of cases()) {
      const asBob = await world.request({ method, url, token: world.bob.token, body });
      answers.push([method, url, asBob.statusCode]);
      if (method === 'GET' && !url.includes('/source') && !url.startsWith('/api/v1/lists') && !url.includes('timelines/list')) {
        const anonymous = await world.request({ method, url });
        answers.push(['anonymous', method, url, anonymous.statusCode]);
      }
    }
    const unexpected = answers.filter((answer) => answer.at(-1) !== 404 && !(answer[0] === 'anonymous' && answer.at(-1) === 401));
    expect(unexpected).toEqual([]);
  });

  it('changed nothing of alice’s', () => {
    const { things: t, alice, bob } = world;
    expect(count("SELECT 1 FROM lists WHERE id = ? AND title = 'A list'", t.list)).toBe(1);
    expect(count('SELECT 1 FROM list_accounts WHERE list_id = ?', t.list)).toBe(1);
    expect(count("SELECT 1 FROM filter_keywords WHERE id = ? AND keyword = 'secret phrase'", t.filter)).toBe(1);
    expect(count('SELECT 1 FROM notifications WHERE id = ?', t.notification)).toBe(1);
    expect(count("SELECT 1 FROM media_attachments WHERE id = ? AND description = 'alice private picture'", t.media)).toBe(1);
    expect(count('SELECT 1 FROM account_conversations WHERE id = ?', t.conversation)).toBe(1);
    expect(count("SELECT 1 FROM push_subscriptions WHERE id = ? AND alerts = '{}'", t.pushSubscription)).toBe(1);
    expect(count('SELECT 1 FROM statuses WHERE id IN (?, ?, ?, ?)', t.publicStatus, t.privateStatus, t.directStatus, t.pollStatus)).toBe(4);
    expect(count('SELECT 1 FROM statuses WHERE reblog_of_id IS NOT NULL')).toBe(0);
    expect(count('SELECT 1 FROM favourites WHERE account_id = ?', bob.account.id)).toBe(0);
    expect(count('SELECT 1 FROM bookmarks WHERE account_id = ?', bob.account.id)).toBe(0);
    expect(count('SELECT 1 FROM poll_votes WHERE account_id = ?', bob.account.id)).toBe(0);
    expect(count('SELECT 1 FROM status_pins WHERE account_id = ?', bob.account.id)).toBe(0);
    expect(count('SELECT 1 FROM notifications WHERE account_id = ? AND from_account_id = ?', alice.account.id, bob.account.id)).toBe(1);
  });

  it('lets carol, who may see them, read the private and direct statuses (so the 404s are about bob)', async () => {
    for (const id of [world.things.privateStatus, world.things.directStatus]) {
      expect((await world.request({ method: 'GET', url: `/api/v1/statuses/${id}`, token: world.carol.token })).statusCode).toBe(200);
    }
  });
});

describe('lists, timelines and searches never carry what the caller may not see', () => {
  const secrets = (): string[] => [world.things.privateStatus, world.things.directStatus, world.things.pollStatus];

  it.each([
    ['/api/v1/timelines/home', true],
    ['/api/v1/timelines/public', false],
    ['/api/v1/timelines/public?local=true', false],
    ['/api/v1/timelines/tag/hello', false],
    ['/api/v1/conversations', true],
    ['/api/v1/notifications', true],
    ['/api/v1/favourites', true],
    ['/api/v1/bookmarks', true],
    ['/api/v1/lists', true],
    ['/api/v2/search?q=secret&resolve=false', false],
    ['/api/v1/accounts/ALICE/statuses', false],
    ['/api/v1/statuses/PUBLIC/context', false],
  ])('%s (bob, and no token where public)', async (path, signedInOnly) => {
    const url = path.replace('ALICE', world.alice.account.id).replace('PUBLIC', world.things.publicStatus);
    const asBob = await world.request({ method: 'GET', url, token: world.bob.token });
    expect(asBob.statusCode).toBe(200);
    const answers = [asBob];
    if (!signedInOnly) answers.push(await world.request({ method: 'GET', url }));
    for (const answer of answers) {
      for (const secret of [...secrets(), world.things.list, world.things.notification, world.things.conversation]) expect(answer.body).not.toContain(secret);
      expect(answer.body).not.toContain('secret');
    }
  });

  it('shows alice her own private things in the same places (so the checks above can fail)', async () => {
    const home = await world.request({ method: 'GET', url: '/api/v1/timelines/home', token: world.alice.token });
    expect(home.body).toContain(world.things.privateStatus);
    const search = await world.request({ method: 'GET', url: '/api/v2/search?q=secret&resolve=false', token: world.alice.token });
    expect(search.statusCode).toBe(200);
    const statuses = await world.request({ method: 'GET', url: `/api/v1/accounts/${world.alice.account.id}/statuses`, token: world.carol.token });
    expect(statuses.body).toContain(world.things.privateStatus);
  });

  it('gives bob none of alice’s push subscription or web settings', async () => {
    expect((await world.request({ method: 'GET', url: '/api/v1/push/subscription', token: world.bob.token })).statusCode).toBe(404);
    await world.request({ method: 'PUT', url: '/api/web/settings', token: world.bob.token, body: { data: { bob: true } } });
    const row = world.instance.db.prepare<[string], { web_settings: string }>('SELECT web_settings FROM accounts WHERE id = ?').get(world.alice.account.id);
    expect(row?.web_settings ?? '{}').not.toContain('bob');
  });
});
