import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { badRequest, notFound, unprocessable } from '../http/api-error';
import { requireUser } from '../http/auth';
import { refusedUrl, type OutgoingPolicy } from '../http/outgoing-guard';
import { bool, record, str } from '../http/param-readers';
import { idParam, paramsOf } from '../http/params';
import { serializePushSubscription } from '../serializers/push-subscription';
import { pushDispatcher, validPushKeys } from '../services/web-push';
import {
  deletePushSubscriptionOfAccessToken,
  findPushSubscription,
  pushSubscriptionOfAccessToken,
  replacePushSubscription,
  updatePushSubscriptionData,
  type PushSubscriptionRow,
} from '../db/repositories/push-subscriptions';

/** Mastodon's Notification::TYPES, the alerts a subscription may switch on. */
const ALERT_TYPES = ['mention', 'status', 'reblog', 'follow', 'follow_request', 'favourite', 'poll', 'update', 'admin.sign_up', 'admin.report'];
const POLICIES = ['all', 'followed', 'follower', 'none'];

interface PushData {
  alerts: Record<string, boolean>;
  policy: string;
}

/**
 * `data`'s known alerts (as booleans) and policy, over `base`. A top-level `policy`, which Mastodon
 * ignores but masto.js sends, counts when `data` has none.
 */
function readData(params: Record<string, unknown>, base: PushData): PushData {
  const data = record(params.data);
  const alerts = { ...base.alerts };
  for (const [type, value] of Object.entries(record(data.alerts))) if (ALERT_TYPES.includes(type)) alerts[type] = bool(value) === true;
  const policy = str(data.policy) ?? str(params.policy) ?? base.policy;
  if (!POLICIES.includes(policy)) throw unprocessable('Policy is not included in the list');
  return { alerts, policy };
}

/**
 * The browser's PushSubscription (endpoint and keys), validated as Web::PushSubscription is; an
 * endpoint the instance may not send to (plain http, loopback, private addresses) is not valid.
 */
function readSubscription(raw: unknown, policy: OutgoingPolicy): { endpoint: string; p256dh: string; auth: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest('param is missing or the value is empty: subscription');
  const subscription = record(raw);
  const keys = record(subscription.keys);
  const endpoint = str(subscription.endpoint) ?? '';
  const p256dh = str(keys.p256dh) ?? '';
  const auth = str(keys.auth) ?? '';
  const errors: string[] = [];
  if (endpoint === '') errors.push("Endpoint can't be blank");
  else if (refusedUrl(endpoint, policy) !== null) errors.push('Endpoint is not a valid URL');
  if (p256dh === '') errors.push("Key p256dh can't be blank");
  if (auth === '') errors.push("Key auth can't be blank");
  if (errors.length === 0 && !validPushKeys(p256dh, auth)) errors.push('Keys are not a valid Web Push key pair');
  if (errors.length > 0) throw unprocessable(errors.join(', '));
  return { endpoint, p256dh, auth };
}

/**
 * Web Push subscriptions, one per access token: https://docs.joinmastodon.org/methods/push/ and the
 * web client's `/api/web/push_subscriptions` (session-bound in Mastodon; here the bearer token is
 * the session). Notifications are delivered while the app runs (services/web-push.ts).
 */
export function pushSubscriptionRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  const dispatcher = pushDispatcher(instance, (error) => app.log.warn({ err: error }, 'web push delivery failed'));
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => dispatcher.stop());

  const serialize = (row: PushSubscriptionRow) => serializePushSubscription(instance, row);
  const byToken = (token: string): PushSubscriptionRow | undefined => pushSubscriptionOfAccessToken(db, token);

  /** Replaces the token's subscription (Mastodon keeps one per access token) and starts delivering to it. */
  const subscribe = (token: string, accountId: string, params: Record<string, unknown>, base: PushData): PushSubscriptionRow => {
    const subscription = readSubscription(params.subscription, instance.config.outgoing);
    const data = readData(params, base);
    const row: PushSubscriptionRow = {
      id: snowflake(instance.now()),
      access_token: token,
      account_id: accountId,
      endpoint: subscription.endpoint,
      key_p256dh: subscription.p256dh,
      key_auth: subscription.auth,
      alerts: JSON.stringify(data.alerts),
      policy: data.policy,
      created_at: instance.now().toISOString(),
    };
    replacePushSubscription(db, row);
    dispatcher.watch(accountId);
    return row;
  };
  const setData = (row: PushSubscriptionRow, data: PushData): PushSubscriptionRow => {
    updatePushSubscriptionData(db, row.id, JSON.stringify(data.alerts), data.policy);
    return { ...row, alerts: JSON.stringify(data.alerts), policy: data.policy };
  };
  const empty: PushData = { alerts: {}, policy: 'all' };

  app.post('/api/v1/push/subscription', async (request) => {
    const { accountId, token } = requireUser(instance, request, 'push');
    return serialize(subscribe(token, accountId, paramsOf(request), empty));
  });

  app.get('/api/v1/push/subscription', async (request) => {
    const { token } = requireUser(instance, request, 'push');
    const row = byToken(token);
    if (!row) throw notFound();
    return serialize(row);
  });

  // As Mastodon, `data` replaces what was stored: alerts left out are off, policy defaults to all.
  app.put('/api/v1/push/subscription', async (request) => {
    const { token } = requireUser(instance, request, 'push');
    const row = byToken(token);
    if (!row) throw notFound();
    return serialize(setData(row, readData(paramsOf(request), empty)));
  });

  app.delete('/api/v1/push/subscription', async (request) => {
    const { token } = requireUser(instance, request, 'push');
    deletePushSubscriptionOfAccessToken(db, token);
    return {};
  });

  /**
   * The signed-in session. Mastodon binds these to the browser's session cookie; here the bearer
   * token is the session, so it needs the `push` scope as the v1 API does.
   */
  const webSession = (request: FastifyRequest): { token: string; accountId: string } => requireUser(instance, request, 'push');

  // Mastodon's web client starts with every alert off on desktops, then merges what it sends.
  app.post('/api/web/push_subscriptions', async (request) => {
    const { token, accountId } = webSession(request);
    const allOff = { alerts: Object.fromEntries(ALERT_TYPES.map((type) => [type, false])), policy: 'all' };
    return serialize(subscribe(token, accountId, paramsOf(request), allOff));
  });

  app.put('/api/web/push_subscriptions/:id', async (request) => {
    const { accountId } = webSession(request);
    const row = findPushSubscription(db, idParam(request), accountId);
    if (!row) throw notFound();
    const params = paramsOf(request);
    if (typeof params.data !== 'object' || params.data === null || Array.isArray(params.data)) {
      throw badRequest('param is missing or the value is empty: data');
    }
    return serialize(setData(row, readData(params, empty)));
  });
}
