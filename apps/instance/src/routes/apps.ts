import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { unauthorized, unprocessable } from '../http/api-error';
import { lookupToken, tokenOf } from '../http/auth';
import { str, strArray } from '../http/param-readers';
import { paramsOf } from '../http/params';
import {
  createApplication,
  ensureWebApplication,
  findApplication,
  OOB_REDIRECT_URI,
  serializeApplication,
  serializeCredentialApplication,
} from '../oauth/applications';
import { splitScopes, unknownScopes } from '../oauth/scopes';

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

/** https://docs.joinmastodon.org/methods/apps/ */
export function appsRoutes(app: FastifyInstance, instance: Instance): void {
  app.post('/api/v1/apps', async (request) => {
    const params = paramsOf(request);
    const name = (str(params.client_name) ?? '').trim();
    if (name === '') throw unprocessable("Application name can't be blank");
    if (name.length > 60) throw unprocessable('Application name is too long (maximum is 60 characters)');

    const redirectUris = readRedirectUris(params.redirect_uris);
    if (redirectUris.length === 0) throw unprocessable("Redirect URI can't be blank");
    for (const uri of redirectUris) {
      const problem = redirectUriProblem(uri);
      if (problem) throw unprocessable(problem);
    }

    const scopes = splitScopes(str(params.scopes));
    if (unknownScopes(scopes).length > 0) throw unprocessable("Scopes doesn't match configured on the server.");

    const website = (str(params.website) ?? '').trim();
    if (website !== '' && !isWebsite(website)) throw unprocessable('Website is invalid');

    const created = createApplication(instance, { name, website: website || null, redirectUris, scopes });
    return serializeCredentialApplication(created);
  });

  // Any valid token, with or without a user: it proves the client's credentials work.
  app.get('/api/v1/apps/verify_credentials', async (request) => {
    const auth = lookupToken(instance, tokenOf(request));
    if (!auth) throw unauthorized();
    const application = auth.applicationId ? findApplication(instance, auth.applicationId) : ensureWebApplication(instance);
    if (!application) throw unauthorized();
    return serializeApplication(application);
  });
}
