import { createAccountsResource, createOAuthResource, HttpClient } from '@trumpet/api-client';
import { sourceTranslate, type MessageId } from '@trumpet/ui';
import { CALLBACK_PATH, rememberAccount, rememberedFrom, setActiveAccountKey, type RememberedAccount } from './accounts';

export const OAUTH_SCOPES = 'read write follow push';
const PENDING_KEY = 'trumpet:pending-sign-in';

interface PendingSignIn {
  origin: string;
  client_id: string;
  client_secret: string | null;
  state: string;
  codeVerifier: string | null;
  redirectUri: string;
}

/** Why a sign-in cannot go on, when the app says it (a server's own error comes as the server words it). */
export class SignInError extends Error {
  // The message is for logs; the screen translates `reason`.
  constructor(readonly reason: Extract<MessageId, `session.error.${string}`>) {
    super(sourceTranslate(reason));
    this.name = 'SignInError';
  }
}

/** A server as typed by a person ('mastodon.social', 'https://…', '127.0.0.1:4000') as an origin. */
export function serverOrigin(input: string, here: Location = window.location): string | null {
  const trimmed = input.trim().replace(/\/+$/, '');
  if (!trimmed) return null;
  const withScheme = /^https?:\/\//i.test(trimmed)
    ? trimmed
    : trimmed === here.host
      ? `${here.protocol}//${trimmed}`
      : /^(localhost|127\.|\[::1\])/.test(trimmed)
        ? `http://${trimmed}`
        : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.hostname.includes('.') || url.hostname === 'localhost' || url.hostname.startsWith('[') ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Registers the app on the server and sends the browser to its authorize page: the authorization-code
 * flow with PKCE S256 when the server advertises it, the plain code flow otherwise.
 */
export async function beginSignIn(origin: string, here: Location = window.location): Promise<string> {
  const oauth = createOAuthResource(new HttpClient({ url: origin }));
  const redirectUri = `${here.origin}${CALLBACK_PATH}`;
  const app = await oauth.registerApp({ client_name: 'Trumpet', redirect_uris: redirectUri, scopes: OAUTH_SCOPES, website: here.origin });
  const pending = await oauth.beginAuthorization({ client_id: app.client_id, redirect_uri: redirectUri, scope: OAUTH_SCOPES });
  const saved: PendingSignIn = {
    origin,
    client_id: app.client_id,
    client_secret: app.client_secret ?? null,
    state: pending.state,
    codeVerifier: pending.codeVerifier,
    redirectUri,
  };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(saved));
  return pending.url;
}

function takePending(): PendingSignIn | null {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingSignIn;
  } catch {
    return null;
  }
}

/** The callback: checks `state`, exchanges the code (with the PKCE verifier) and remembers the account. */
export async function completeSignIn(search: string): Promise<RememberedAccount> {
  const params = new URLSearchParams(search);
  const pending = takePending();
  const error = params.get('error_description') ?? params.get('error');
  if (error) throw new Error(error);
  if (!pending) throw new SignInError('session.error.not_started');
  if (params.get('state') !== pending.state) throw new SignInError('session.error.other_sign_in');
  const code = params.get('code');
  if (!code) throw new SignInError('session.error.no_code');
  const client = { client_id: pending.client_id, client_secret: pending.client_secret };
  const oauth = createOAuthResource(new HttpClient({ url: pending.origin }));
  const token = await oauth.token(client, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: pending.redirectUri,
    code_verifier: pending.codeVerifier,
  });
  const account = await createAccountsResource(new HttpClient({ url: pending.origin, accessToken: token.access_token })).verifyCredentials();
  const remembered = rememberedFrom(pending.origin, account, token.access_token, client);
  rememberAccount(remembered);
  setActiveAccountKey(remembered.key);
  return remembered;
}
