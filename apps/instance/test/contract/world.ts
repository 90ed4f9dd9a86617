import { publishAnnouncement } from '../../src/services/announcements';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { follow, remoteAccount } from '../support/status-fixtures';
import { post } from '../support/user-data-fixtures';

/** The ids the calls create and later calls use, filled in as the walk goes. */
export interface ContractWorld {
  t: TestInstance;
  alice: TestUser;
  bob: TestUser;
  carol: TestUser;
  /** Two people alice neither follows nor is followed by. */
  stranger: TestUser;
  outsider: TestUser;
  /** A token with the `profile` scope only, as `/oauth/userinfo` asks for. */
  profile: string;
  /** A token with the `read` scope only (of an account of its own). */
  reader: string;
  /** An app-only token (client credentials), as registration asks for. */
  appToken: string;
  ids: Record<string, string>;
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export async function request(
  world: ContractWorld,
  method: string,
  path: string,
  options: { token?: string | null; json?: unknown; form?: FormData } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${world.t.url}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text) as unknown;
  return { status: response.status, body: parsed, headers: response.headers };
}

/** A 1×1 PNG, the smallest image the instance's media pipeline accepts. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export function imageForm(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/** Three local people who follow each other (carol is locked), one remote account, and an app token. */
export async function createWorld(): Promise<ContractWorld> {
  const t = await startTestInstance();
  const alice = t.user('alice');
  const bob = t.user('bob');
  const carol = t.user('carol', { locked: true });
  follow(t.instance, alice, bob);
  follow(t.instance, bob, alice);
  const reader = t.user('reader', { scopes: 'read' }).token;
  const profile = t.user('profiled', { scopes: 'profile' }).token;
  const stranger = t.user('stranger');
  const outsider = t.user('outsider');
  const world: ContractWorld = { t, alice, bob, carol, stranger, outsider, profile, reader, appToken: '', ids: { remote: remoteAccount(t.instance, 'someone', 'remote.example') } };
  // A status with a preview card, as the instance stores one it fetched (it fetches none itself):
  // the link's trend, its timeline and the card's shape.
  post(t.instance, bob, 'A good read https://example.com/page', {
    card: {
      url: 'https://example.com/page',
      title: 'A page',
      description: 'About the reference',
      type: 'link',
      author_name: 'Ann Author',
      author_url: 'https://example.com/@ann',
      provider_name: 'Example',
      provider_url: 'https://example.com',
      html: '',
      width: 0,
      height: 0,
      image: null,
      embed_url: '',
      blurhash: null,
    },
  });
  publishAnnouncement(t.instance, { text: 'Welcome to the walk' });
  const app = await request(world, 'POST', '/api/v1/apps', {
    json: { client_name: 'Contract', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write follow push' },
  });
  const { client_id, client_secret } = app.body as { client_id: string; client_secret: string };
  const token = await request(world, 'POST', '/oauth/token', {
    json: { grant_type: 'client_credentials', client_id, client_secret, scope: 'read write' },
  });
  world.appToken = (token.body as { access_token: string }).access_token;
  world.ids.clientId = client_id;
  world.ids.clientSecret = client_secret;
  return world;
}
