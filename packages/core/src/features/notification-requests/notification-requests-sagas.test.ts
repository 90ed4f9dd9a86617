import { createRestClient, type RestClient } from '@trumpet/api-client';
import { localStoreHarness } from '../../../test/support/local-store';
import { expandNotifications } from '../notifications/notifications-actions';
import {
  acceptNotificationRequests,
  dismissNotificationRequests,
  fetchNotificationPolicy,
  fetchNotificationRequest,
  fetchNotificationRequests,
  updateNotificationPolicy,
} from './notification-requests-actions';
import {
  selectNotificationPolicy,
  selectNotificationRequest,
  selectNotificationRequests,
  selectNotificationRequestsStatus,
  selectNotificationRequestsSupported,
  selectPendingRequestsCount,
  selectRequestNotifications,
  selectRequestNotificationsStatus,
} from './notification-requests-selectors';

describe('notification requests and the policy against the local instance (Mastodon 4.3+)', () => {
  const h = localStoreHarness();
  const strangers: Record<string, RestClient> = {};
  const stranger = async (username: string): Promise<RestClient> => (strangers[username] ??= await h.local.signIn(username));

  /** Someone demo does not follow (demo unfollows them first) mentions demo. */
  const mentionDemo = async (username: string, text: string) => {
    await h.api.accounts.unfollow((await h.api.accounts.lookup(username)).id);
    return (await stranger(username)).statuses.create({ status: `@demo ${text}` });
  };

  it('loads the policy, changes one key with PATCH, and the server keeps it', async () => {
    const s = h.newStore();
    expect((await h.settle(s, fetchNotificationPolicy, fetchNotificationPolicy.request())).type).toBe(fetchNotificationPolicy.success.type);
    expect(selectNotificationRequestsSupported(s.getState())).toBe(true);
    expect(selectNotificationPolicy(s.getState())?.for_not_following).toBe('accept');
    const done = await h.settle(s, updateNotificationPolicy, updateNotificationPolicy.request({ changes: { for_not_following: 'filter' } }));
    expect(done.type).toBe(updateNotificationPolicy.success.type);
    expect(selectNotificationPolicy(s.getState())).toMatchObject({ for_not_following: 'filter', for_private_mentions: 'filter' });
    expect((await h.api.notifications.policy()).for_not_following).toBe('filter');
  });

  it('a stranger’s mention is a request, not a notification; accepting it brings the notification in', async () => {
    await h.api.notifications.updatePolicy({ for_not_following: 'filter' });
    const mention = await mentionDemo('dave', 'have you heard the new record?');
    expect((await h.api.notifications.list({ types: ['mention'] })).items.map((n) => n.status?.id)).not.toContain(mention.id);

    const onServer = (await h.api.notificationRequests.list()).items.find((item) => item.account.acct === 'dave');
    if (!onServer) throw new Error('no request from dave on the server');

    // Opened on its own (a fresh store, as after a reload), the request shows the notifications it holds.
    const s = h.newStore();
    await h.settle(s, fetchNotificationRequest, fetchNotificationRequest.request({ id: onServer.id }));
    expect(selectNotificationRequest(s.getState(), onServer.id)?.account?.acct).toBe('dave');
    expect(selectRequestNotifications(s.getState(), onServer.id).map((n) => [n.type, n.status?.id])).toEqual([['mention', mention.id]]);

    await h.settle(s, fetchNotificationPolicy, fetchNotificationPolicy.request());
    expect(selectPendingRequestsCount(s.getState())).toBeGreaterThanOrEqual(1);
    await h.settle(s, fetchNotificationRequests, fetchNotificationRequests.request({}));
    const request = selectNotificationRequests(s.getState()).find((item) => item.account?.acct === 'dave');
    expect(request).toMatchObject({ id: onServer.id, notificationsCount: 1, lastStatus: expect.objectContaining({ id: mention.id }) });
    if (!request) throw new Error('no request from dave');
    // What screens select stays the same object between renders while nothing changed.
    expect(selectNotificationRequest(s.getState(), request.id)).toBe(selectNotificationRequest(s.getState(), request.id));
    expect(selectNotificationRequestsStatus(s.getState())).toBe(selectNotificationRequestsStatus(s.getState()));
    expect(selectRequestNotificationsStatus(s.getState(), request.id)).toBe(selectRequestNotificationsStatus(s.getState(), request.id));

    const pending = selectPendingRequestsCount(s.getState());
    const refreshed = h.recorder.next([expandNotifications.request.type]);
    const accepted = await h.settle(s, acceptNotificationRequests, acceptNotificationRequests.request({ ids: [request.id] }));
    expect(accepted.type).toBe(acceptNotificationRequests.success.type);
    await refreshed;
    expect(selectNotificationRequests(s.getState()).map((item) => item.id)).not.toContain(request.id);
    expect(selectPendingRequestsCount(s.getState())).toBe(pending - 1);
    expect((await h.api.notificationRequests.list()).items.map((item) => item.id)).not.toContain(request.id);
    expect((await h.api.notifications.list({ types: ['mention'] })).items.map((n) => n.status?.id)).toContain(mention.id);
  });

  it('dismisses several requests at once, with the notifications they held', async () => {
    await h.api.notifications.updatePolicy({ for_not_following: 'filter' });
    await mentionDemo('erin', 'one');
    await mentionDemo('carol', 'two');
    const s = h.newStore();
    await h.settle(s, fetchNotificationRequests, fetchNotificationRequests.request({}));
    const ids = selectNotificationRequests(s.getState())
      .filter((item) => item.account?.acct === 'erin' || item.account?.acct === 'carol')
      .map((item) => item.id);
    expect(ids).toHaveLength(2);
    const done = await h.settle(s, dismissNotificationRequests, dismissNotificationRequests.request({ ids }));
    expect(done.type).toBe(dismissNotificationRequests.success.type);
    expect(selectNotificationRequests(s.getState()).filter((item) => ids.includes(item.id))).toEqual([]);
    const server = (await h.api.notificationRequests.list()).items.map((item) => item.id);
    expect(server.filter((id) => ids.includes(id))).toEqual([]);
  });

  it('a server without the policy endpoint leaves the feature unsupported, with no alert', async () => {
    const url = h.local.server.url;
    const missing = createRestClient({
      url,
      fetch: async (input, init) => (String(input).includes('/api/v2/notifications/policy') ? new Response('{"error":"Not found"}', { status: 404 }) : fetch(input, init)),
    });
    const s = h.newStore(missing);
    const done = await h.settle(s, fetchNotificationPolicy, fetchNotificationPolicy.request());
    expect(done.type).toBe(fetchNotificationPolicy.success.type);
    expect(selectNotificationRequestsSupported(s.getState())).toBe(false);
    expect(selectNotificationPolicy(s.getState())).toBeNull();
    expect(s.getState().alerts).toEqual([]);
  });
});
