import { Browser } from '../support/browser';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { rawFetch } from '../support/user-data-fixtures';

describe('GET /api/v1/preferences', () => {
  let t: TestInstance;
  let alice: TestUser;

  beforeEach(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
  });
  afterEach(() => t.close());

  it('answers Mastodon’s defaults for an account that set nothing', async () => {
    expect(await alice.api.preferences.fetch()).toEqual({
      'posting:default:visibility': 'public',
      'posting:default:sensitive': false,
      'posting:default:language': null,
      'posting:default:quote_policy': 'public',
      'reading:expand:media': 'default',
      'reading:expand:spoilers': false,
      'reading:autoplay:gifs': false,
    });
  });

  it('follows update_credentials’ posting defaults', async () => {
    await alice.api.accounts.updateCredentials({ source: { privacy: 'unlisted', sensitive: true, language: 'de' } });
    expect(await alice.api.preferences.fetch()).toMatchObject({
      'posting:default:visibility': 'unlisted',
      'posting:default:sensitive': true,
      'posting:default:language': 'de',
    });
  });

  it('follows what the preferences page saves, posting language and quote policy included', async () => {
    const browser = new Browser(t.url);
    await browser.signIn('alice');
    const { html, token } = await browser.page('/settings/preferences');
    expect(html).toContain('name="default_language"');
    expect(html).toContain('name="default_quote_policy"');
    const response = await browser.post('/settings/preferences', {
      authenticity_token: token,
      default_privacy: 'private',
      default_language: 'fr',
      default_quote_policy: 'followers',
      display_media: 'show_all',
      expand_spoilers: '1',
      auto_play_gif: '1',
    });
    expect(response.status).toBe(302);
    expect(t.instance.db.prepare('SELECT default_quote_policy FROM account_preferences WHERE account_id = ?').get(alice.account.id)).toEqual({ default_quote_policy: 'followers' });
    expect(await alice.api.preferences.fetch()).toEqual({
      'posting:default:visibility': 'private',
      'posting:default:sensitive': false,
      'posting:default:language': 'fr',
      'posting:default:quote_policy': 'followers',
      'reading:expand:media': 'show_all',
      'reading:expand:spoilers': true,
      'reading:autoplay:gifs': true,
    });
    const after = await browser.page('/settings/preferences');
    expect(after.html).toContain('<option value="fr" selected>');
    expect(after.html).toContain('<option value="followers" selected>');

    // A form without the two fields keeps them; one outside the choices is refused and changes nothing.
    await browser.post('/settings/preferences', { authenticity_token: after.token, default_privacy: 'public' });
    expect(await alice.api.preferences.fetch()).toMatchObject({ 'posting:default:language': 'fr', 'posting:default:quote_policy': 'followers' });
    const refused = await browser.post('/settings/preferences', { authenticity_token: after.token, default_language: 'klingon', default_quote_policy: 'everyone' });
    expect(refused.status).toBe(422);
    const page = await refused.text();
    expect(page).toContain('Default posting language must be one of the listed languages.');
    expect(page).toContain('Default quote policy must be one of the listed choices.');
    expect(await alice.api.preferences.fetch()).toMatchObject({ 'posting:default:visibility': 'public', 'posting:default:language': 'fr' });

    // None: each post says its own language.
    await browser.post('/settings/preferences', { authenticity_token: after.token, default_language: '' });
    expect((await alice.api.preferences.fetch())['posting:default:language']).toBeNull();
  });

  it('takes the default quote policy from update_credentials (source[quote_policy], API version 7), and new posts follow it', async () => {
    const dave = t.user('dave');
    const erin = t.user('erin');
    const answer = await rawFetch(`${t.url}/api/v1/accounts/update_credentials`, { method: 'PATCH', token: dave.token, json: { source: { quote_policy: 'nobody' } } });
    expect(answer).toMatchObject({ status: 200, body: { source: { quote_policy: 'nobody', indexable: expect.any(Boolean) } } });
    expect((await dave.api.preferences.fetch())['posting:default:quote_policy']).toBe('nobody');
    const status = await dave.api.statuses.create({ status: 'Not for quoting' });
    expect((await erin.api.statuses.fetch(status.id)).quote_approval).toMatchObject({ automatic: [], current_user: 'denied' });
    expect((await rawFetch(`${t.url}/api/v1/statuses`, { method: 'POST', token: erin.token, json: { status: 'Quoting', quoted_status_id: status.id } })).status).toBe(404);
    const refused = await rawFetch(`${t.url}/api/v1/accounts/update_credentials`, { method: 'PATCH', token: dave.token, json: { source: { quote_policy: 'everyone' } } });
    expect(refused).toMatchObject({ status: 422, body: { details: { 'source.quote_policy': [expect.objectContaining({ error: 'ERR_INCLUSION' })] } } });
    expect((await dave.api.preferences.fetch())['posting:default:quote_policy']).toBe('nobody');
  });

  it('needs read:accounts and a user', async () => {
    const other = t.user('bob', { scopes: 'read:statuses' });
    expect(await rawFetch(`${t.url}/api/v1/preferences`, { token: other.token })).toMatchObject({ status: 403 });
    expect(await rawFetch(`${t.url}/api/v1/preferences`)).toMatchObject({ status: 401 });
    const narrow = t.user('carol', { scopes: 'read:accounts' });
    expect(await rawFetch(`${t.url}/api/v1/preferences`, { token: narrow.token })).toMatchObject({ status: 200 });
  });
});
