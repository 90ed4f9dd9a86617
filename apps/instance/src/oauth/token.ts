import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { str } from '../http/param-readers';
import { paramsOf } from '../http/params';
import { issueToken } from '../services/accounts';
import { accountForCredentials } from '../sessions/credentials';
import { isSuspended } from '../policies/moderation';
import { authenticateClient, scopesOf, type ApplicationRow } from './applications';
import { OAuthError, sendOAuthError } from './errors';
import { exchangeCode } from './grants';
import { scopesAllowed, splitScopes } from './scopes';
import { deletePushSubscriptionOfAccessToken } from '../db/repositories/push-subscriptions';
import { findAccessTokenApplication, revokeAccessToken } from '../db/repositories/access-tokens';

interface ClientCredentials {
  clientId: string | undefined;
  clientSecret: string | undefined;
}

/** client_secret_basic (RFC 6749 §2.3.1: form-encoded id and secret in Basic auth), else client_secret_post. */
function clientCredentialsOf(request: FastifyRequest, params: Record<string, unknown>): ClientCredentials {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization ?? '');
  if (match?.[1]) {
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      const formDecode = (value: string): string | undefined => {
        try {
          return decodeURIComponent(value.replace(/\+/g, ' '));
        } catch {
          return undefined;
        }
      };
      return { clientId: formDecode(decoded.slice(0, colon)), clientSecret: formDecode(decoded.slice(colon + 1)) };
    }
  }
  return { clientId: str(params.client_id), clientSecret: str(params.client_secret) };
}

function requireClient(instance: Instance, credentials: ClientCredentials): ApplicationRow {
  const application = authenticateClient(instance, credentials.clientId, credentials.clientSecret);
  if (!application) throw new OAuthError(401, 'invalid_client');
  return application;
}

function requestedScopes(params: Record<string, unknown>, application: ApplicationRow): string[] {
  const scopes = splitScopes(str(params.scope) ?? str(params.scopes));
  if (!scopesAllowed(scopes, scopesOf(application))) throw new OAuthError(400, 'invalid_scope');
  return scopes;
}

const required = (params: Record<string, unknown>, name: string): string => {
  const value = str(params[name]);
  if (!value) throw new OAuthError(400, 'invalid_request', `Missing required parameter: ${name}.`);
  return value;
};

function grantToken(instance: Instance, request: FastifyRequest): { token: string; scopes: string } {
  const params = paramsOf(request);
  const grantType = str(params.grant_type);
  if (!grantType) throw new OAuthError(400, 'invalid_request', 'Missing required parameter: grant_type.');
  const credentials = clientCredentialsOf(request, params);
  switch (grantType) {
    case 'authorization_code': {
      const application = requireClient(instance, credentials);
      return exchangeCode(instance, {
        application,
        code: required(params, 'code'),
        redirectUri: required(params, 'redirect_uri'),
        codeVerifier: str(params.code_verifier) || undefined,
      });
    }
    case 'client_credentials': {
      const application = requireClient(instance, credentials);
      const scopes = requestedScopes(params, application).join(' ');
      return { token: issueToken(instance, null, scopes, application.id), scopes };
    }
    case 'password': {
      // Mastodon dropped this grant; it stays here for local development and tests.
      const application = requireClient(instance, credentials);
      const username = required(params, 'username');
      const password = required(params, 'password');
      const scopes = requestedScopes(params, application).join(' ');
      const account = accountForCredentials(instance, username, password);
      // A suspended account gets no token (Mastodon's Doorkeeper only hands them to functional users).
      if (!account || isSuspended(account)) throw new OAuthError(400, 'invalid_grant');
      return { token: issueToken(instance, account.id, scopes, application.id), scopes };
    }
    default:
      throw new OAuthError(400, 'unsupported_grant_type');
  }
}

/** https://docs.joinmastodon.org/methods/oauth/#token and #revoke */
export function tokenRoutes(app: FastifyInstance, instance: Instance): void {
  app.post('/oauth/token', async (request, reply) => {
    try {
      const { token, scopes } = grantToken(instance, request);
      return reply
        .header('cache-control', 'no-store')
        .header('pragma', 'no-cache')
        .send({ access_token: token, token_type: 'Bearer', scope: scopes, created_at: Math.floor(instance.now().getTime() / 1000) });
    } catch (error) {
      if (error instanceof OAuthError) return sendOAuthError(reply, error);
      throw error;
    }
  });

  // Doorkeeper: an unknown token is "revoked" already (200); a token of another client is a 403.
  app.post('/oauth/revoke', async (request, reply) => {
    const params = paramsOf(request);
    const tokenValue = str(params.token);
    const unauthorizedClient = new OAuthError(403, 'unauthorized_client');
    if (!tokenValue) return sendOAuthError(reply, unauthorizedClient);
    const row = findAccessTokenApplication(instance.db, tokenValue);
    if (!row) return reply.send({});
    const credentials = clientCredentialsOf(request, params);
    const application = authenticateClient(instance, credentials.clientId, credentials.clientSecret);
    if (!application || application.id !== row.application_id) return sendOAuthError(reply, unauthorizedClient);
    instance.db.transaction(() => {
      revokeAccessToken(instance.db, row.token, instance.now().toISOString());
      // As Mastodon does when a token is revoked: its web push subscription goes with it.
      deletePushSubscriptionOfAccessToken(instance.db, row.token);
    })();
    return reply.send({});
  });
}
