import { accountKeyOfScope, pushScopePath } from '../push/account-scope';
import { actionRequest, bestWindow, clickTarget, detailsRequest, notificationFor, parseNotificationDetails, parsePushPayload, parseShownNotificationData, withoutAction, type PushPayload, type PushReceiver } from './push-notification';

const payload: PushPayload = {
  access_token: 'token-1',
  preferred_locale: 'en',
  notification_id: '42',
  notification_type: 'mention',
  icon: 'https://files.example/avatars/alice.png',
  title: 'You were mentioned by Alice',
  body: '@demo hello there',
};
const config = { origin: 'https://social.example', labels: { reply: 'Reply', favourite: 'Favourite', boost: 'Boost' } };
const ACCOUNT = '109@https://social.example';
/** The push worker of ACCOUNT (its scope names it), with its config. */
const receiver: PushReceiver = { accountKey: ACCOUNT, config, origin: config.origin };
const details = (visibility: string) => parseNotificationDetails({ id: '42', type: 'mention', account: { id: '7' }, status: { id: '99', visibility } });

describe('the push payload', () => {
  it('is read from the JSON the server pushes, and refused without its token, id, type or title', () => {
    expect(parsePushPayload(JSON.stringify(payload))).toEqual(payload);
    expect(parsePushPayload(JSON.stringify({ ...payload, access_token: undefined }))).toBeNull();
    expect(parsePushPayload(JSON.stringify({ ...payload, title: 3 }))).toBeNull();
    expect(parsePushPayload('not json')).toBeNull();
    expect(parsePushPayload('[]')).toBeNull();
  });
});

describe('notificationFor', () => {
  it("shows one notification per Mastodon notification: the server's title and text, the sender's avatar, tagged by its id", () => {
    const shown = notificationFor(payload, details('public'), receiver, 1000);
    expect(shown.title).toBe('You were mentioned by Alice');
    expect(shown.options).toMatchObject({ body: '@demo hello there', icon: 'https://files.example/avatars/alice.png', tag: '42', timestamp: 1000 });
    expect(shown.options.data).toEqual({ accountKey: ACCOUNT, accessToken: 'token-1', origin: 'https://social.example', notificationId: '42', statusId: '99', url: '/statuses/99', actions: shown.options.actions });
  });

  it('offers reply, favourite and boost on a mention, boost only where the post can be boosted', () => {
    expect(notificationFor(payload, details('unlisted'), receiver, 0).options.actions.map((action) => action.action)).toEqual(['reply', 'favourite', 'boost']);
    expect(notificationFor(payload, details('private'), receiver, 0).options.actions).toEqual([
      { action: 'reply', title: 'Reply' },
      { action: 'favourite', title: 'Favourite' },
    ]);
  });

  it('offers no actions on other types, without the details or without the labels', () => {
    expect(notificationFor({ ...payload, notification_type: 'favourite' }, details('public'), receiver, 0).options.actions).toEqual([]);
    expect(notificationFor(payload, null, receiver, 0).options.actions).toEqual([]);
    expect(notificationFor(payload, details('public'), { ...receiver, config: null }, 0).options.actions).toEqual([]);
  });

  it('opens the post, else the account that followed, else the notifications column', () => {
    const follow = { ...payload, notification_type: 'follow' };
    expect(notificationFor(follow, parseNotificationDetails({ account: { id: '7' }, status: null }), receiver, 0).options.data.url).toBe('/accounts/7');
    expect(notificationFor(follow, null, receiver, 0).options.data.url).toBe('/notifications');
  });

  it('takes only an http(s) avatar as the icon', () => {
    expect(notificationFor({ ...payload, icon: 'javascript:alert(1)' }, null, receiver, 0).options.icon).toBeUndefined();
    expect(notificationFor({ ...payload, icon: '' }, null, receiver, 0).options.icon).toBeUndefined();
  });

  it('drops an action once it is done', () => {
    const shown = notificationFor(payload, details('public'), receiver, 0);
    const next = withoutAction(shown, 'favourite');
    expect(next.options.actions.map((action) => action.action)).toEqual(['reply', 'boost']);
    expect(next.options.data.actions).toEqual(next.options.actions);
  });
});

describe('actions', () => {
  const data = notificationFor(payload, details('public'), receiver, 0).options.data;

  it("favourite and boost call the API with the subscription's token", () => {
    expect(actionRequest('favourite', data)).toEqual({
      url: 'https://social.example/api/v1/statuses/99/favourite',
      init: { method: 'POST', headers: { Authorization: 'Bearer token-1', Accept: 'application/json' } },
    });
    expect(actionRequest('boost', data)?.url).toBe('https://social.example/api/v1/statuses/99/reblog');
  });

  it('reply and a click only open the app; nothing is called without a post', () => {
    expect(actionRequest('reply', data)).toBeNull();
    expect(actionRequest('', data)).toBeNull();
    expect(actionRequest('favourite', { ...data, statusId: null })).toBeNull();
  });

  it("reads the details request and the notification's data back", () => {
    expect(detailsRequest(payload, 'https://social.example')).toEqual({
      url: 'https://social.example/api/v1/notifications/42',
      init: { headers: { Authorization: 'Bearer token-1', Accept: 'application/json' } },
    });
    expect(parseShownNotificationData(JSON.parse(JSON.stringify(data)))).toEqual(data);
    expect(parseShownNotificationData({ ...data, accessToken: 1 })).toBeNull();
  });
});

describe("each account's push worker", () => {
  const origin = 'https://app.example';

  it('knows its account from its scope; the app’s own scope and any other name none', () => {
    const scope = `${origin}${pushScopePath(ACCOUNT)}`;
    expect(scope).toMatch(/^https:\/\/app\.example\/push\/[A-Za-z0-9_-]+\/$/);
    expect(accountKeyOfScope(scope, origin)).toBe(ACCOUNT);
    expect(accountKeyOfScope(`${origin}${pushScopePath('7@https://other.example')}`, origin)).toBe('7@https://other.example');
    expect(accountKeyOfScope(`${origin}/`, origin)).toBeNull();
    expect(accountKeyOfScope(`https://elsewhere.example${pushScopePath(ACCOUNT)}`, origin)).toBeNull();
    expect(accountKeyOfScope(`${origin}/push/not base64!/`, origin)).toBeNull();
    expect(accountKeyOfScope(`${origin}${pushScopePath(ACCOUNT)}deeper/`, origin)).toBeNull();
  });

  it("keeps its account and the token its server pushed on the notification; favourite and boost use that token on that account's server", () => {
    const other: PushReceiver = { accountKey: '7@https://other.example', config: { ...config, origin: 'https://other.example' }, origin: 'https://other.example' };
    const data = notificationFor({ ...payload, access_token: 'other-token' }, details('public'), other, 0).options.data;
    expect(data).toMatchObject({ accountKey: '7@https://other.example', accessToken: 'other-token', origin: 'https://other.example' });
    expect(actionRequest('favourite', data)).toEqual({
      url: 'https://other.example/api/v1/statuses/99/favourite',
      init: { method: 'POST', headers: { Authorization: 'Bearer other-token', Accept: 'application/json' } },
    });
    expect(detailsRequest({ ...payload, access_token: 'other-token' }, other.origin).init.headers).toEqual({ Authorization: 'Bearer other-token', Accept: 'application/json' });
  });

  it('opens the app on its account: a click at the notification’s screen, Reply in the composer replying to the post', () => {
    const data = notificationFor(payload, details('public'), receiver, 0).options.data;
    const account = encodeURIComponent(ACCOUNT);
    expect(clickTarget('', data)).toBe(`/statuses/99?account=${account}`);
    expect(clickTarget('reply', data)).toBe(`/share?in_reply_to=99&account=${account}`);
    expect(clickTarget('favourite', data)).toBeNull();
    expect(clickTarget('boost', data)).toBeNull();
    // Without a post (a follow), Reply is never offered; a click opens the notification's screen.
    const follow = notificationFor({ ...payload, notification_type: 'follow' }, null, receiver, 0).options.data;
    expect(clickTarget('', follow)).toBe(`/notifications?account=${account}`);
    // The app's own worker (pushes of an earlier single subscription) names no account.
    expect(clickTarget('', { ...data, accountKey: null })).toBe('/statuses/99');
  });

  it('brings forward the focused window, else a visible one, else the first', () => {
    const window = (name: string, focused: boolean, visibilityState: DocumentVisibilityState) => ({ name, focused, visibilityState });
    expect(bestWindow([window('a', false, 'hidden'), window('b', false, 'visible'), window('c', true, 'visible')])?.name).toBe('c');
    expect(bestWindow([window('a', false, 'hidden'), window('b', false, 'visible')])?.name).toBe('b');
    expect(bestWindow([window('a', false, 'hidden')])?.name).toBe('a');
    expect(bestWindow([])).toBeNull();
  });

  it('reads its account back from a shown notification', () => {
    const data = notificationFor(payload, details('public'), receiver, 0).options.data;
    expect(parseShownNotificationData(JSON.parse(JSON.stringify(data)))?.accountKey).toBe(ACCOUNT);
    expect(parseShownNotificationData({ ...data, accountKey: undefined })?.accountKey).toBeNull();
  });
});
