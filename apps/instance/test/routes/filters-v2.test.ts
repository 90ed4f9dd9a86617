import type { StatusRow } from '../../src/db/rows';
import type { HubMessage } from '../../src/streaming/hub';
import { ViewerRenderer } from '../../src/streaming/render';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { follow } from '../support/status-fixtures';
import { post, rawFetch, testClock } from '../support/user-data-fixtures';

describe('filters (v2)', () => {
  let t: TestInstance;
  let clock: ReturnType<typeof testClock>;
  let alice: TestUser;
  let bob: TestUser;
  let aliceStream: HubMessage[];

  const count = (sql: string, ...params: string[]): number => t.instance.db.prepare<string[], { n: number }>(sql).get(...params)?.n ?? -1;
  const homeOf = async (user: TestUser) => (await user.api.timelines.home()).items;
  const byText = <S extends { content: string }>(statuses: readonly S[], text: string): S | undefined => statuses.find((status) => status.content.includes(text));

  beforeEach(async () => {
    clock = testClock();
    t = await startTestInstance({ now: clock.now });
    alice = t.user('alice', { password: null });
    bob = t.user('bob', { password: null });
    follow(t.instance, alice, bob);
    aliceStream = [];
    t.instance.hub.subscribe(`timeline:${alice.account.id}`, (message) => aliceStream.push(message));
  });
  afterEach(() => t.close());

  it('creates, reads, updates and deletes a filter with its keywords and statuses, announcing every change', async () => {
    const filter = await alice.api.filtersV2.create({
      title: 'Pets',
      context: ['home', 'public'],
      expires_in: 3600,
      keywords_attributes: [{ keyword: 'cat' }, { keyword: 'dog', whole_word: false }],
    });
    expect(filter).toMatchObject({ title: 'Pets', context: ['home', 'public'], filter_action: 'warn', statuses: [] });
    expect(Date.parse(filter.expires_at ?? '')).toBe(clock.now().getTime() + 3600_000);
    expect(filter.keywords.map((k) => [k.keyword, k.whole_word])).toEqual([
      ['cat', true],
      ['dog', false],
    ]);
    expect(await alice.api.filtersV2.list()).toEqual([filter]);
    expect(await alice.api.filtersV2.fetch(filter.id)).toEqual(filter);

    // Keywords.
    const bird = await alice.api.filtersV2.addKeyword(filter.id, { keyword: 'bird' });
    expect(bird).toMatchObject({ keyword: 'bird', whole_word: true });
    expect(await alice.api.filtersV2.updateKeyword(bird.id, { keyword: 'birds', whole_word: false })).toEqual({ id: bird.id, keyword: 'birds', whole_word: false });
    expect(await alice.api.filtersV2.fetchKeyword(bird.id)).toEqual({ id: bird.id, keyword: 'birds', whole_word: false });
    expect((await alice.api.filtersV2.keywords(filter.id)).map((k) => k.keyword)).toEqual(['cat', 'dog', 'birds']);
    await alice.api.filtersV2.removeKeyword(bird.id);
    await expect(alice.api.filtersV2.fetchKeyword(bird.id)).rejects.toMatchObject({ status: 404 });

    // Statuses.
    const shown = post(t.instance, bob, 'a plain status');
    const entry = await alice.api.filtersV2.addStatus(filter.id, shown.id);
    expect(entry).toEqual({ id: entry.id, status_id: shown.id });
    expect(await alice.api.filtersV2.statuses(filter.id)).toEqual([entry]);
    expect(await alice.api.filtersV2.fetchStatus(entry.id)).toEqual(entry);
    await expect(alice.api.filtersV2.addStatus(filter.id, shown.id)).rejects.toMatchObject({ status: 422, message: 'Validation failed: Status has already been taken' });
    await expect(alice.api.filtersV2.addStatus(filter.id, '123')).rejects.toMatchObject({ status: 422 });
    await alice.api.filtersV2.removeStatus(entry.id);
    expect(await alice.api.filtersV2.statuses(filter.id)).toEqual([]);

    // Update: own fields, and keywords_attributes changing one keyword and destroying another.
    const [cat, dog] = filter.keywords;
    const updated = await alice.api.filtersV2.update(filter.id, {
      title: 'Animals',
      filter_action: 'hide',
      expires_in: null,
      keywords_attributes: [{ id: cat?.id, keyword: 'cats' }, { id: dog?.id, _destroy: true }, { keyword: 'fish' }],
    });
    expect(updated).toMatchObject({ title: 'Animals', context: ['home', 'public'], filter_action: 'hide', expires_at: null });
    expect(updated.keywords.map((k) => [k.id === cat?.id, k.keyword])).toEqual([
      [true, 'cats'],
      [false, 'fish'],
    ]);
    const partial = await rawFetch(`${t.url}/api/v2/filters/${filter.id}`, { method: 'PUT', token: alice.token, json: { filter_action: 'blur' } });
    expect(partial.body).toMatchObject({ title: 'Animals', filter_action: 'blur' });

    await alice.api.filtersV2.remove(filter.id);
    await expect(alice.api.filtersV2.fetch(filter.id)).rejects.toMatchObject({ status: 404 });
    expect(count('SELECT COUNT(*) AS n FROM filter_keywords WHERE filter_id = ?', filter.id)).toBe(0);
    // create, add/update/remove keyword, add/remove status, two updates, delete.
    expect(aliceStream.filter((message) => message.kind === 'filters_changed')).toHaveLength(9);
  });

  it('validates filters, keywords and statuses with 422, keeps each user’s filters to themselves', async () => {
    const bad = async (json: unknown) => (await rawFetch(`${t.url}/api/v2/filters`, { method: 'POST', token: alice.token, json })).status;
    expect(await bad({ title: '', context: ['home'] })).toBe(422);
    expect(await bad({ title: 'x', context: [] })).toBe(422);
    expect(await bad({ title: 'x', context: ['everywhere'] })).toBe(422);
    expect(await bad({ title: 'x', context: ['home'], filter_action: 'explode' })).toBe(422);
    expect(await bad({ title: 'x', context: ['home'], keywords_attributes: [{ keyword: '', whole_word: true }] })).toBe(422);
    expect(await bad({ title: 'x', context: ['home'], expires_in: 'soon' })).toBe(400);
    expect(count('SELECT COUNT(*) AS n FROM filters')).toBe(0);
    expect(aliceStream).toEqual([]);

    const mine = await alice.api.filtersV2.create({ title: 'mine', context: ['home'], keywords_attributes: [{ keyword: 'secret' }] });
    await expect(alice.api.filtersV2.addKeyword(mine.id, { keyword: ' ' })).rejects.toMatchObject({ status: 422 });
    const keywordId = mine.keywords[0]?.id ?? '';
    expect(await bob.api.filtersV2.list()).toEqual([]);
    await expect(bob.api.filtersV2.fetch(mine.id)).rejects.toMatchObject({ status: 404 });
    await expect(bob.api.filtersV2.keywords(mine.id)).rejects.toMatchObject({ status: 404 });
    await expect(bob.api.filtersV2.updateKeyword(keywordId, { keyword: 'bob' })).rejects.toMatchObject({ status: 404 });
    await expect(bob.api.filtersV2.removeKeyword(keywordId)).rejects.toMatchObject({ status: 404 });
    await expect(bob.api.filtersV2.remove(mine.id)).rejects.toMatchObject({ status: 404 });
    // A keyword id of another filter in keywords_attributes is not found.
    const other = await bob.api.filtersV2.create({ title: 'bob', context: ['home'], keywords_attributes: [{ keyword: 'b' }] });
    const foreign = await rawFetch(`${t.url}/api/v2/filters/${mine.id}`, { method: 'PUT', token: alice.token, json: { keywords_attributes: [{ id: other.keywords[0]?.id, keyword: 'x' }] } });
    expect(foreign.status).toBe(404);
    expect((await alice.api.filtersV2.fetch(mine.id)).keywords.map((k) => k.keyword)).toEqual(['secret']);
    // A private status the user cannot see cannot be added.
    const hidden = post(t.instance, bob, 'private', { visibility: 'direct' });
    await expect(alice.api.filtersV2.addStatus(mine.id, hidden.id)).rejects.toMatchObject({ status: 422, message: 'Validation failed: Status is invalid' });
  });

  it('shows each keyword as a v1 filter, as Mastodon keeps v1', async () => {
    const filter = await alice.api.filtersV2.create({
      title: 'Two words',
      context: ['home', 'thread'],
      filter_action: 'hide',
      keywords_attributes: [{ keyword: 'alpha' }, { keyword: 'beta', whole_word: false }],
    });
    const [alpha, beta] = filter.keywords;
    expect(await alice.api.filters.list()).toEqual([
      { id: alpha?.id, phrase: 'alpha', context: ['home', 'thread'], whole_word: true, irreversible: true, expires_at: null },
      { id: beta?.id, phrase: 'beta', context: ['home', 'thread'], whole_word: false, irreversible: true, expires_at: null },
    ]);
    // Only the keyword's own fields may change from v1 while the filter has more than one keyword.
    const keywordOnly = await rawFetch(`${t.url}/api/v1/filters/${beta?.id}`, { method: 'PUT', token: alice.token, json: { whole_word: true } });
    expect(keywordOnly.body).toMatchObject({ phrase: 'beta', whole_word: true });
    const shared = await rawFetch(`${t.url}/api/v1/filters/${beta?.id}`, { method: 'PUT', token: alice.token, json: { context: ['public'] } });
    expect(shared.status).toBe(422);
    expect((await alice.api.filtersV2.fetch(filter.id)).context).toEqual(['home', 'thread']);
    // Deleting a v1 filter deletes the keyword only.
    await alice.api.filters.remove(alpha?.id ?? '');
    expect((await alice.api.filtersV2.fetch(filter.id)).keywords.map((k) => k.keyword)).toEqual(['beta']);
    expect((await alice.api.filters.update(beta?.id ?? '', { phrase: 'gamma', context: ['public'] })).context).toEqual(['public']);
    expect(await alice.api.filtersV2.fetch(filter.id)).toMatchObject({ title: 'gamma', context: ['public'] });

    // A v1 filter is a v2 filter titled with the phrase, holding it as its one keyword.
    const v1 = await alice.api.filters.create({ phrase: 'delta', context: ['notifications'], whole_word: false });
    const made = (await alice.api.filtersV2.list()).find((f) => f.title === 'delta');
    expect(made).toMatchObject({ filter_action: 'warn', context: ['notifications'], keywords: [{ id: v1.id, keyword: 'delta', whole_word: false }] });
  });

  it('reports matching filters on home statuses: whole words, any case, the matched text, and status matches', async () => {
    const filter = await alice.api.filtersV2.create({
      title: 'Pets',
      context: ['home'],
      keywords_attributes: [{ keyword: 'cat' }, { keyword: 'dog', whole_word: false }],
    });
    post(t.instance, bob, 'My Cat sleeps');
    post(t.instance, bob, 'I love CATS');
    post(t.instance, bob, 'concatenate this');
    post(t.instance, bob, 'hotDOGS for lunch');
    const plain = post(t.instance, bob, 'nothing to see');
    await alice.api.filtersV2.addStatus(filter.id, plain.id);

    const home = await homeOf(alice);
    const result = (text: string) => byText(home, text)?.filtered;
    expect(result('My Cat sleeps')).toEqual([
      { filter: { id: filter.id, title: 'Pets', context: ['home'], filter_action: 'warn', expires_at: null }, keyword_matches: ['Cat'], status_matches: null },
    ]);
    expect(result('I love CATS')).toEqual([]);
    expect(result('concatenate')).toEqual([]);
    expect(result('hotDOGS')?.[0]?.keyword_matches).toEqual(['DOG']);
    expect(result('nothing to see')?.[0]).toMatchObject({ keyword_matches: null, status_matches: [plain.id] });

    // A boost carries its original's matches, the boosted status's id among the status matches.
    const carol = t.user('carol', { password: null });
    const dave = t.user('dave', { password: null });
    follow(t.instance, alice, carol);
    const boosted = post(t.instance, dave, 'a cat picture');
    await alice.api.filtersV2.addStatus(filter.id, boosted.id);
    await carol.api.statuses.reblog(boosted.id);
    const boost = (await homeOf(alice)).find((status) => status.reblog !== null);
    expect(boost?.reblog?.id).toBe(boosted.id);
    expect(boost?.filtered[0]).toMatchObject({ keyword_matches: ['cat'], status_matches: [boosted.id] });
    expect(boost?.reblog?.filtered[0]).toMatchObject({ keyword_matches: ['cat'], status_matches: [boosted.id] });

    // Nobody else sees alice's filters.
    expect(byText(await homeOf(bob), 'My Cat sleeps')?.filtered).toEqual([]);
  });

  it('drops statuses matching hide filters where the filter applies, never the viewer’s own', async () => {
    await alice.api.filtersV2.create({ title: 'Spoilers', context: ['home', 'thread'], filter_action: 'hide', keywords_attributes: [{ keyword: 'spoiler' }] });
    await alice.api.filtersV2.create({ title: 'Sports', context: ['public'], filter_action: 'hide', keywords_attributes: [{ keyword: 'football' }] });
    const root = post(t.instance, bob, 'a thread starts');
    post(t.instance, bob, 'big spoiler ahead', { inReplyToId: root.id });
    post(t.instance, bob, 'football tonight');
    post(t.instance, alice, 'my own spoiler');
    post(t.instance, bob, 'just a status');

    const home = (await homeOf(alice)).map((status) => status.content);
    expect(home.some((content) => content.includes('big spoiler'))).toBe(false);
    expect(home.some((content) => content.includes('my own spoiler'))).toBe(true);
    // The public-only filter keeps the status in home, with its result (Mastodon reports every matching filter).
    const football = byText(await homeOf(alice), 'football tonight');
    expect(football?.filtered.map((r) => [r.filter.title, r.filter.filter_action, r.filter.context])).toEqual([['Sports', 'hide', ['public']]]);
    const publicTexts = (await alice.api.timelines.public()).items.map((status) => status.content);
    expect(publicTexts.some((content) => content.includes('football'))).toBe(false);
    expect(publicTexts.some((content) => content.includes('big spoiler'))).toBe(true);
    // Threads: the reply is left out of the context; the account's statuses (no filter there) keep it.
    expect((await alice.api.statuses.context(root.id)).descendants).toEqual([]);
    expect((await bob.api.statuses.context(root.id)).descendants).toHaveLength(1);
    const accountTexts = (await alice.api.accounts.statuses(bob.account.id)).items.map((status) => status.content);
    expect(accountTexts.some((content) => content.includes('big spoiler'))).toBe(true);
  });

  it('drops notifications whose status a hide filter of the notifications context matches', async () => {
    await alice.api.filtersV2.create({ title: 'Ads', context: ['notifications'], filter_action: 'hide', keywords_attributes: [{ keyword: 'buy now' }] });
    await bob.api.statuses.create({ status: '@alice buy now, cheap' });
    await bob.api.statuses.create({ status: '@alice hello there' });
    const notifications = (await alice.api.notifications.list()).items;
    expect(notifications.map((n) => n.status?.content ?? '')).toEqual([expect.stringContaining('hello there')]);
    // Warn filters keep the notification and report themselves on its status.
    await alice.api.filtersV2.create({ title: 'Greetings', context: ['notifications'], keywords_attributes: [{ keyword: 'hello' }] });
    expect((await alice.api.notifications.list()).items[0]?.status?.filtered.map((r) => r.filter.title)).toEqual(['Greetings']);
  });

  it('stops applying a filter once it has expired, by the instance’s clock', async () => {
    await alice.api.filtersV2.create({ title: 'Brief', context: ['home'], filter_action: 'hide', expires_in: 60, keywords_attributes: [{ keyword: 'launch' }] });
    await alice.api.filtersV2.create({ title: 'Warned', context: ['home'], expires_in: 60, keywords_attributes: [{ keyword: 'rocket' }] });
    post(t.instance, bob, 'rocket launch today');
    post(t.instance, bob, 'rocket science');
    expect((await homeOf(alice)).map((s) => s.content)).toEqual([expect.stringContaining('rocket science')]);
    expect((await homeOf(alice))[0]?.filtered.map((r) => r.filter.title)).toEqual(['Warned']);
    clock.advance(61_000);
    const later = await homeOf(alice);
    expect(later).toHaveLength(2);
    expect(later.every((status) => status.filtered.length === 0)).toBe(true);
  });

  it('puts the results on streamed updates and drops hidden statuses from the stream of that context', async () => {
    await alice.api.filtersV2.create({ title: 'Warned', context: ['home'], keywords_attributes: [{ keyword: 'tea' }] });
    await alice.api.filtersV2.create({ title: 'Hidden', context: ['home'], filter_action: 'hide', keywords_attributes: [{ keyword: 'coffee' }] });
    const renderer = new ViewerRenderer(t.instance, { accountId: alice.account.id, scopes: ['read'] });
    const user = { frameStream: ['user'], kind: 'user' as const, channels: [`timeline:${alice.account.id}`], key: 'user' };
    const pub = { frameStream: ['public'], kind: 'public' as const, channels: ['timeline:public'], key: 'public' };
    const render = (status: StatusRow, event: 'update' | 'status.update', stream: typeof user | typeof pub) =>
      renderer.render({ kind: 'status', event, statusId: status.id }, stream);

    const tea = render(post(t.instance, bob, 'tea time'), 'status.update', user);
    expect(tea?.event).toBe('status.update');
    const payload: unknown = JSON.parse(tea?.payload ?? 'null');
    expect(payload).toMatchObject({ filtered: [{ filter: { title: 'Warned', filter_action: 'warn' }, keyword_matches: ['tea'], status_matches: null }] });
    const coffee = post(t.instance, bob, 'coffee time');
    expect(render(coffee, 'update', user)).toBeNull();
    expect(render(coffee, 'update', pub)?.event).toBe('update');
  });
});
