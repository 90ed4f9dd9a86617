import type { Page, Route } from 'playwright-core';
import type { E2eWorld } from './harness';
import { chunks, HTML_PAYLOADS, marked, TEXT_PAYLOADS, URL_PAYLOADS, type Payload } from './xss-corpus';

// A hostile remote account, @mallory@evil.example, planted straight into the instance's database as
// federation would have stored it (HTML content, URLs of its choosing), and a local user, alice,
// who types the text payloads through the API. What the database cannot hold as HTML (a remote
// bio or field value: the instance renders those from text) is rewritten on the wire.

export const HOSTILE_DOMAIN = 'evil.example';
export const HOSTILE_ACCT = `mallory@${HOSTILE_DOMAIN}`;

export interface HostileWorld {
  malloryId: string;
  /** Mallory's statuses, oldest first; each carries a group of HTML payloads. */
  statusIds: string[];
  /** A status by mallory with a remote image whose URLs are hostile (media modal). */
  mediaStatusId: string;
  /** A status by alice (local) with an uploaded image whose description is a payload. */
  localMediaStatusId: string;
}

let sequence = 0;
/** Snowflake ids after everything seeded, so mallory's posts are the newest. */
const nextId = () => ((BigInt(Date.now()) << 16n) | BigInt((sequence += 1))).toString();
const url = (index: number): string => (URL_PAYLOADS[index % URL_PAYLOADS.length] as Payload).value;
const text = (index: number): string => (TEXT_PAYLOADS[index % TEXT_PAYLOADS.length] as Payload).value;
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export async function plantHostileWorld(world: E2eWorld): Promise<HostileWorld> {
  const { db } = world.instance;
  const now = new Date().toISOString();
  const demo = await (await world.apiAs('demo')).accounts.verifyCredentials();

  const malloryId = nextId();
  db.prepare(
    `INSERT INTO accounts (id, username, domain, display_name, note, url, remote_avatar_url, remote_header_url, fields, created_at)
     VALUES (?, 'mallory', ?, ?, '', ?, ?, ?, ?, ?)`,
  ).run(
    malloryId,
    HOSTILE_DOMAIN,
    `Mallory \u202Eredaeh\u202C ${text(0)}`,
    url(0),
    url(15),
    url(16),
    JSON.stringify(URL_PAYLOADS.slice(0, 4).map((payload, index) => ({ name: text(index + 1), value: payload.value }))),
    now,
  );
  db.prepare('INSERT INTO follows (id, account_id, target_account_id, created_at) VALUES (?, ?, ?, ?)').run(nextId(), demo.id, malloryId, now);

  const applicationId = nextId();
  db.prepare(
    `INSERT INTO oauth_applications (id, name, website, redirect_uris, scopes, client_id, client_secret, created_at)
     VALUES (?, ?, ?, 'urn:ietf:wg:oauth:2.0:oob', 'read', ?, ?, ?)`,
  ).run(applicationId, 'Evil app \u202Eexe', url(0), `evil-${applicationId}`, `secret-${applicationId}`, now);

  const insertStatus = db.prepare(
    `INSERT INTO statuses (id, account_id, uri, url, text, content, spoiler_text, sensitive, visibility, in_reply_to_id, in_reply_to_account_id, conversation_id, application_id, card, created_at)
     VALUES (@id, @account, @uri, @url, '', @content, @spoiler, 0, 'public', @replyTo, @replyToAccount, @conversation, @application, @card, @created)`,
  );
  const statusIds: string[] = [];
  // A thread: every group replies to the one before, so the last one's thread shows them all.
  chunks(HTML_PAYLOADS, 18).forEach((group, index) => {
    const id = nextId();
    const previous = statusIds[statusIds.length - 1] ?? null;
    const card = {
      url: url(index),
      title: `card ${index} ${text(index)}`,
      description: text(index + 1),
      type: index % 2 === 0 ? 'video' : 'link',
      author_name: text(index + 2),
      author_url: url(index + 1),
      provider_name: 'Evil',
      provider_url: url(index + 2),
      html: index % 2 === 0 ? `<iframe src="${url(index).replace(/"/g, '&quot;')}" srcdoc="<script>parent.__xss(0)</script>"></iframe>${group[0]?.value ?? ''}` : '',
      width: 400,
      height: 300,
      image: url(index + 3),
      embed_url: url(index + 4),
      blurhash: null,
    };
    insertStatus.run({
      id,
      account: malloryId,
      uri: `https://${HOSTILE_DOMAIN}/users/mallory/statuses/${id}`,
      url: url(index + 5),
      content: group.map(marked).join(''),
      spoiler: '',
      replyTo: previous,
      replyToAccount: previous ? malloryId : null,
      conversation: statusIds[0] ?? id,
      application: applicationId,
      card: JSON.stringify(card),
      created: now,
    });
    statusIds.push(id);
  });

  // Remote media the instance did not cache: only remote_url, which mallory chose.
  const mediaStatusId = nextId();
  insertStatus.run({
    id: mediaStatusId,
    account: malloryId,
    uri: `https://${HOSTILE_DOMAIN}/users/mallory/statuses/${mediaStatusId}`,
    url: url(1),
    content: '<p>⟦media⟧ look at this picture</p>',
    spoiler: '',
    replyTo: null,
    replyToAccount: null,
    conversation: mediaStatusId,
    application: null,
    card: null,
    created: now,
  });
  const insertMedia = db.prepare(
    `INSERT INTO media_attachments (id, account_id, status_id, position, type, remote_url, description, meta, created_at)
     VALUES (?, ?, ?, ?, 'image', ?, ?, ?, ?)`,
  );
  URL_PAYLOADS.slice(0, 4).forEach((payload, position) => {
    insertMedia.run(nextId(), malloryId, mediaStatusId, position, payload.value, text(position), JSON.stringify({ original: { width: 640, height: 480 } }), now);
  });

  // Notifications from mallory: a mention and a favourite.
  db.prepare('INSERT INTO mentions (status_id, account_id) VALUES (?, ?)').run(statusIds[0], demo.id);
  const notify = db.prepare('INSERT INTO notifications (id, account_id, from_account_id, type, status_id, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  notify.run(nextId(), demo.id, malloryId, 'mention', statusIds[0], now);
  const demoStatus = (await (await world.apiAs('demo')).accounts.statuses(demo.id, { limit: 1 })).items[0];
  if (demoStatus) {
    db.prepare('INSERT INTO favourites (id, account_id, status_id, created_at) VALUES (?, ?, ?, ?)').run(nextId(), malloryId, demoStatus.id, now);
    notify.run(nextId(), demo.id, malloryId, 'favourite', demoStatus.id, now);
  }

  // A local user types the text payloads everywhere the API takes text.
  const alice = await world.apiAs('alice');
  await alice.accounts.updateCredentials({
    display_name: TEXT_PAYLOADS.map((payload) => payload.value).join(' ').slice(0, 30),
    note: TEXT_PAYLOADS.map((payload) => payload.value).join('\n'),
    fields_attributes: TEXT_PAYLOADS.slice(0, 4).map((payload, index) => ({ name: text(index + 4).slice(0, 255), value: payload.value })),
  });
  for (const payload of TEXT_PAYLOADS) {
    await alice.statuses.create({ status: `⟦${payload.id}⟧ ${payload.value}`, spoiler_text: payload.id % 2 === 0 ? text(payload.id) : undefined, visibility: 'public' });
  }
  await alice.statuses.create({ status: '⟦poll⟧ which one?', poll: { options: TEXT_PAYLOADS.slice(0, 4).map((payload) => payload.value.slice(0, 50)), expires_in: 3600 } });
  const media = await alice.media.upload({ file: new Blob([PIXEL_PNG], { type: 'image/png' }), description: TEXT_PAYLOADS.map((payload) => payload.value).join(' ') });
  const localMedia = await alice.statuses.create({ status: '⟦local media⟧ a picture', media_ids: [media.id], visibility: 'public' });
  return { malloryId, statusIds, mediaStatusId, localMediaStatusId: localMedia.id };
}

/** What the instance cannot store as HTML or as a URL: written into its API answers on the wire. */
function rewrite(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(rewrite);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (record.acct === HOSTILE_ACCT) {
    record.note = chunks(HTML_PAYLOADS, 70)[0]?.map(marked).join('') ?? '';
    record.fields = HTML_PAYLOADS.slice(70, 90).map((payload) => ({ name: payload.value, value: marked(payload), verified_at: null }));
    record.emojis = URL_PAYLOADS.slice(0, 6).map((payload, index) => ({ shortcode: `evil${index}`, url: payload.value, static_url: payload.value, visible_in_picker: true }));
    record.display_name = `${String(record.display_name)} :evil0: :evil1: :evil2:`;
  }
  const account = record.account as Record<string, unknown> | undefined;
  if (account?.acct === HOSTILE_ACCT && Array.isArray(record.media_attachments)) {
    record.media_attachments.forEach((media: Record<string, unknown>, index) => {
      media.url = url(index + 4);
      media.preview_url = url(index + 8);
    });
    record.emojis = URL_PAYLOADS.slice(6, 12).map((payload, index) => ({ shortcode: `bad${index}`, url: payload.value, static_url: payload.value, visible_in_picker: true }));
    record.content = `${String(record.content)}<p>:bad0: :bad1: :bad2: :bad3: :bad4: :bad5:</p>`;
  }
  for (const child of Object.values(record)) rewrite(child);
}

/** Rewrites every API answer that mentions mallory (accounts, statuses, notifications, threads). */
export async function interceptHostileAnswers(page: Page): Promise<void> {
  await page.route(/\/api\/v[12]\//, async (route: Route) => {
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json')) return route.fulfill({ response });
    const body = await response.text();
    if (!body.includes(HOSTILE_ACCT)) return route.fulfill({ response, body });
    const json: unknown = JSON.parse(body);
    rewrite(json);
    return route.fulfill({ response, body: JSON.stringify(json) });
  });
}
