import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { unauthorized, unprocessable } from '../http/api-error';
import { anyone, lookupToken, tokenOf, type Auth, type AuthRule } from '../http/auth';
import { strArray } from '../http/param-readers';
import { text } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import {
  createApplication,
  ensureWebApplication,
  findApplication,
  OOB_REDIRECT_URI,
  serializeApplication,
  serializeCredentialApplication,
} from '../oauth/applications';
import { splitScopes, unknownScopes } from '../oauth/scopes';
import { vapidKeys } from '../services/web-push';

const FORBIDDEN_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);

/** Doorkeeper's RedirectUriValidator, with the error texts Mastodon answers. */
function redirectUriProblem(uri: string): string | null {
  if (uri === OOB_REDIRECT_URI) return null;
  if (uri.length > 2000) return 'Redirect URI is too long (maximum is 2000 characters)';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'Redirect URI must be an absolute URI.';
  }
  if (FORBIDDEN_SCHEMES.has(url.protocol)) return 'Redirect URI is forbidden by the server.';
  if (uri.includes('#')) return 'Redirect URI cannot contain a fragment.';
  return null;
}

function isWebsite(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '' && value.length <= 2000;
  } catch {
    return false;
  }
}

/** A string of newline-separated URIs, or an array of them. */
function readRedirectUris(value: unknown): string[] {
  const raw = typeof value === 'string' ? value.split(/\r?\n/) : strArray(value);
  return [...new Set(raw.map((uri) => uri.trim()).filter(Boolean))];
}

const appFields = z.object({
  client_name: text(),
  /** Newline-separated, or an array; trimmed, blank and repeated ones left out. */
  redirect_uris: z.unknown().transform(readRedirectUris).default([]),
  scopes: text(),
  website: text(),
});

/** Any valid token, with or without a user, whatever its scopes. */
const anyToken: AuthRule<Auth> = {
  check: (instance, request) => {
    const auth = lookupToken(instance, tokenOf(request));
    if (!auth) throw unauthorized();
    return auth;
  },
};

/**
 * https://docs.joinmastodon.org/methods/apps/ — both answers carry `vapid_key`, the server's Web Push
 * key, which Mastodon 4.x still sends (deprecated for configuration.vapid.public_key).
 */
export function appsRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);

  api.post('/api/v1/apps', { auth: anyone, body: appFields }, async ({ body }) => {
    const name = (body.client_name ?? '').trim();
    if (name === '') throw unprocessable("Application name can't be blank");
    if (name.length > 60) throw unprocessable('Application name is too long (maximum is 60 characters)');

    const { redirect_uris: redirectUris } = body;
    if (redirectUris.length === 0) throw unprocessable("Redirect URI can't be blank");
    for (const uri of redirectUris) {
      const problem = redirectUriProblem(uri);
      if (problem) throw unprocessable(problem);
    }

    const scopes = splitScopes(body.scopes);
    if (unknownScopes(scopes).length > 0) throw unprocessable("Scopes doesn't match configured on the server.");

    const website = (body.website ?? '').trim();
    if (website !== '' && !isWebsite(website)) throw unprocessable('Website is invalid');

    const created = createApplication(instance, { name, website: website || null, redirectUris, scopes });
    return { ...serializeCredentialApplication(created), vapid_key: vapidKeys(instance).publicKey };
  });

  // Any valid token, with or without a user: it proves the client's credentials work.
  api.get('/api/v1/apps/verify_credentials', { auth: anyToken }, async ({ auth }) => {
    const application = auth.applicationId ? findApplication(instance, auth.applicationId) : ensureWebApplication(instance);
    if (!application) throw unauthorized();
    return { ...serializeApplication(application), vapid_key: vapidKeys(instance).publicKey };
  });
}
