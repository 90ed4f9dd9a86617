import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { applicationByClientId, applicationById, firstSuperapp, insertApplication, type ApplicationRow } from '../db/repositories/applications';
import { randomSecret, safeEqual } from '../http/safe-equal';

export type { ApplicationRow };

export const OOB_REDIRECT_URI = 'urn:ietf:wg:oauth:2.0:oob';
export const WEB_SCOPES = 'read write follow push';

export interface NewApplication {
  name: string;
  website: string | null;
  redirectUris: readonly string[];
  scopes: readonly string[];
  superapp?: boolean;
}

export function createApplication(instance: Instance, input: NewApplication): ApplicationRow {
  const id = snowflake(instance.now());
  insertApplication(instance.db, {
    id,
    name: input.name,
    website: input.website,
    redirect_uris: input.redirectUris.join('\n'),
    scopes: input.scopes.join(' '),
    client_id: randomSecret(),
    client_secret: randomSecret(),
    created_at: instance.now().toISOString(),
    superapp: input.superapp ? 1 : 0,
  });
  const row = findApplication(instance, id);
  if (!row) throw new Error('application was not created');
  return row;
}

export function findApplication(instance: Instance, id: string): ApplicationRow | undefined {
  return applicationById(instance.db, id);
}

export function findApplicationByClientId(instance: Instance, clientId: string): ApplicationRow | undefined {
  return applicationByClientId(instance.db, clientId);
}

/** The app itself when the secret is right, else undefined (compared in constant time). */
export function authenticateClient(instance: Instance, clientId: string | undefined, secret: string | undefined): ApplicationRow | undefined {
  if (!clientId || !secret) return undefined;
  const app = findApplicationByClientId(instance, clientId);
  return app && safeEqual(app.client_secret, secret) ? app : undefined;
}

/** The built-in application behind browser sessions, created on first use (Mastodon's "Web" superapp). */
export function ensureWebApplication(instance: Instance): ApplicationRow {
  const existing = firstSuperapp(instance.db);
  return (
    existing ??
    createApplication(instance, { name: 'Web', website: null, redirectUris: [OOB_REDIRECT_URI], scopes: WEB_SCOPES.split(' '), superapp: true })
  );
}

export const redirectUrisOf = (app: ApplicationRow): string[] => app.redirect_uris.split(/\r?\n/).filter(Boolean);
export const scopesOf = (app: ApplicationRow): string[] => app.scopes.split(/\s+/).filter(Boolean);

/** https://docs.joinmastodon.org/entities/Application/ */
export function serializeApplication(app: ApplicationRow) {
  return {
    id: app.id,
    name: app.name,
    website: app.website,
    scopes: scopesOf(app),
    redirect_uri: redirectUrisOf(app).join('\n'),
    redirect_uris: redirectUrisOf(app),
  };
}

/** What POST /api/v1/apps answers: the app with its credentials. */
export function serializeCredentialApplication(app: ApplicationRow) {
  return { ...serializeApplication(app), client_id: app.client_id, client_secret: app.client_secret, client_secret_expires_at: 0 };
}
