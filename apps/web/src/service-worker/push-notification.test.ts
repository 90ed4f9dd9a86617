import { actionRequest, detailsRequest, notificationFor, parseNotificationDetails, parsePushPayload, parseShownNotificationData, withoutAction, type PushPayload } from './push-notification';

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
    const shown = notificationFor(payload, details('public'), config, config.origin, 1000);
    expect(shown.title).toBe('You were mentioned by Alice');
    expect(shown.options).toMatchObject({ body: '@demo hello there', icon: 'https://files.example/avatars/alice.png', tag: '42', timestamp: 1000 });
    expect(shown.options.data).toEqual({ accessToken: 'token-1', origin: 'https://social.example', notificationId: '42', statusId: '99', url: '/statuses/99', actions: shown.options.actions });
  });

  it('offers reply, favourite and boost on a mention, boost only where the post can be boosted', () => {
    expect(notificationFor(payload, details('unlisted'), config, config.origin, 0).options.actions.map((action) => action.action)).toEqual(['reply', 'favourite', 'boost']);
    expect(notificationFor(payload, details('private'), config, config.origin, 0).options.actions).toEqual([
      { action: 'reply', title: 'Reply' },
      { action: 'favourite', title: 'Favourite' },
    ]);
  });

  it('offers no actions on other types, without the details or without the labels', () => {
    expect(notificationFor({ ...payload, notification_type: 'favourite' }, details('public'), config, config.origin, 0).options.actions).toEqual([]);
    expect(notificationFor(payload, null, config, config.origin, 0).options.actions).toEqual([]);
    expect(notificationFor(payload, details('public'), null, config.origin, 0).options.actions).toEqual([]);
  });

  it('opens the post, else the account that followed, else the notifications column', () => {
    const follow = { ...payload, notification_type: 'follow' };
    expect(notificationFor(follow, parseNotificationDetails({ account: { id: '7' }, status: null }), config, config.origin, 0).options.data.url).toBe('/accounts/7');
    expect(notificationFor(follow, null, config, config.origin, 0).options.data.url).toBe('/notifications');
  });

  it('takes only an http(s) avatar as the icon', () => {
    expect(notificationFor({ ...payload, icon: 'javascript:alert(1)' }, null, config, config.origin, 0).options.icon).toBeUndefined();
    expect(notificationFor({ ...payload, icon: '' }, null, config, config.origin, 0).options.icon).toBeUndefined();
  });

  it('drops an action once it is done', () => {
    const shown = notificationFor(payload, details('public'), config, config.origin, 0);
    const next = withoutAction(shown, 'favourite');
    expect(next.options.actions.map((action) => action.action)).toEqual(['reply', 'boost']);
    expect(next.options.data.actions).toEqual(next.options.actions);
  });
});

describe('actions', () => {
  const data = notificationFor(payload, details('public'), config, config.origin, 0).options.data;

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
