import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { badRequest, notFound, unprocessable } from '../http/api-error';
import { signedIn } from '../http/auth';
import { refusedUrl, type OutgoingPolicy } from '../http/outgoing-guard';
import { bool, record } from '../http/param-readers';
import { idParams, nested, text } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
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

/** Mastodon's Notification::TYPES, the alerts a subscription may switch on (quote and quoted_update since 4.5). */
const ALERT_TYPES = ['mention', 'status', 'reblog', 'follow', 'follow_request', 'favourite', 'poll', 'update', 'quote', 'quoted_update', 'admin.sign_up', 'admin.report'];
const POLICIES = ['all', 'followed', 'follower', 'none'];

interface PushData {
  alerts: Record<string, boolean>;
  policy: string;
}

/** An object param read field by field, or undefined when it is not an object (Rails' `params.require` then finds it missing). */
const given = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.preprocess((value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? record(value) : undefined), z.object(shape).optional()).optional();

/** An alert switched on by a true value ('1', 'true'…), off by anything else sent; undefined when left out. */
const alert = () => z.unknown().transform((value) => bool(value) === true).optional();

/** `data[alerts][…]` and `data[policy]`; a top-level `policy`, which Mastodon ignores but masto.js sends, counts when `data` has none. */
const dataFields = z.object({
  data: given({ alerts: nested(Object.fromEntries(ALERT_TYPES.map((type) => [type, alert()]))), policy: text() }),
  policy: text(),
});
type DataFields = z.output<typeof dataFields>;

/** The browser's PushSubscription, as `subscription[endpoint]` and `subscription[keys][p256dh|auth]`. */
const subscriptionFields = dataFields.extend({
  subscription: given({ endpoint: text(), keys: nested({ p256dh: text(), auth: text() }) }),
});
type SubscriptionFields = z.output<typeof subscriptionFields>;

/** `data`'s known alerts and its policy (else the top-level one), over `base`. */
function readData(params: DataFields, base: PushData): PushData {
  const alerts = { ...base.alerts };
  for (const [type, on] of Object.entries(params.data?.alerts ?? {})) if (on !== undefined) alerts[type] = on;
  const policy = params.data?.policy ?? params.policy ?? base.policy;
  if (!POLICIES.includes(policy)) throw unprocessable('Policy is not included in the list');
  return { alerts, policy };
}

/**
 * The browser's PushSubscription (endpoint and keys), validated as Web::PushSubscription is; an
 * endpoint the instance may not send to (plain http, loopback, private addresses) is not valid.
 */
function readSubscription(subscription: SubscriptionFields['subscription'], policy: OutgoingPolicy): { endpoint: string; p256dh: string; auth: string } {
  if (!subscription) throw badRequest('param is missing or the value is empty: subscription');
  const endpoint = subscription.endpoint ?? '';
  const p256dh = subscription.keys?.p256dh ?? '';
  const auth = subscription.keys?.auth ?? '';
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
  const subscribe = (token: string, accountId: string, params: SubscriptionFields, base: PushData): PushSubscriptionRow => {
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
  const api = apiRoutes(app, instance);
  const push = signedIn('push');

  api.post('/api/v1/push/subscription', { auth: push, body: subscriptionFields }, async ({ auth, body }) =>
    serialize(subscribe(auth.token, auth.accountId, body, empty)),
  );

  api.get('/api/v1/push/subscription', { auth: push }, async ({ auth }) => {
    const row = byToken(auth.token);
    if (!row) throw notFound();
    return serialize(row);
  });

  // As Mastodon, `data` replaces what was stored: alerts left out are off, policy defaults to all.
  api.put('/api/v1/push/subscription', { auth: push, body: dataFields }, async ({ auth, body }) => {
    const row = byToken(auth.token);
    if (!row) throw notFound();
    return serialize(setData(row, readData(body, empty)));
  });

  api.delete('/api/v1/push/subscription', { auth: push }, async ({ auth }) => {
    deletePushSubscriptionOfAccessToken(db, auth.token);
    return {};
  });

  /**
   * The signed-in session. Mastodon binds these to the browser's session cookie; here the bearer
   * token is the session, so it needs the `push` scope as the v1 API does.
   */
  const webSession = signedIn('push');

  // Mastodon's web client starts with every alert off on desktops, then merges what it sends.
  api.post('/api/web/push_subscriptions', { auth: webSession, body: subscriptionFields }, async ({ auth, body }) => {
    const allOff = { alerts: Object.fromEntries(ALERT_TYPES.map((type) => [type, false])), policy: 'all' };
    return serialize(subscribe(auth.token, auth.accountId, body, allOff));
  });

  api.put('/api/web/push_subscriptions/:id', { auth: webSession, params: idParams, body: dataFields }, async ({ auth, params, body }) => {
    const row = findPushSubscription(db, params.id, auth.accountId);
    if (!row) throw notFound();
    if (!body.data) throw badRequest('param is missing or the value is empty: data');
    return serialize(setData(row, readData(body, empty)));
  });
}
