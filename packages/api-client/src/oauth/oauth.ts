import { ApplicationSchema, CredentialApplicationSchema, TokenSchema } from '../entities';
import { HttpError } from '../http/errors';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';
import { createPkcePair, randomState } from './pkce';
import { AuthorizationServerMetadataSchema, type AuthorizationServerMetadata } from './server-metadata';

export interface RegisterAppParams {
  client_name: string;
  redirect_uris: string | readonly string[];
  scopes?: string;
  website?: string | null;
}

export interface AuthorizeUrlParams {
  client_id: string;
  redirect_uri: string;
  scope?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: 'S256';
  force_login?: boolean;
  lang?: string;
}

/** What to keep until the server redirects back, to check `state` and prove the PKCE verifier. */
export interface PendingAuthorization {
  url: string;
  state: string;
  /** Null when the server does not advertise S256, so the plain code flow is used. */
  codeVerifier: string | null;
}

export type TokenGrant =
  | { grant_type: 'authorization_code'; code: string; redirect_uri: string; code_verifier?: string | null }
  | { grant_type: 'client_credentials'; scope?: string }
  /** Mastodon dropped this grant; the local Trumpet instance keeps it for development and tests. */
  | { grant_type: 'password'; username: string; password: string; scope?: string };

/** https://docs.joinmastodon.org/methods/apps/ and https://docs.joinmastodon.org/methods/oauth/ */
export function createOAuthResource(http: HttpClient) {
  const authorizeUrl = (params: AuthorizeUrlParams): string =>
    http
      .urlFor({
        path: '/oauth/authorize',
        query: { response_type: 'code', scope: 'read write follow push', ...params },
      })
      .toString();

  const serverMetadata = async (options?: RequestOptions): Promise<AuthorizationServerMetadata | null> => {
    try {
      return await http.json(
        AuthorizationServerMetadataSchema,
        { method: 'GET', path: '/.well-known/oauth-authorization-server' },
        options,
      );
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 410)) return null;
      throw error;
    }
  };

  return {
    registerApp: (params: RegisterAppParams, options?: RequestOptions) =>
      http.json(
        CredentialApplicationSchema,
        {
          method: 'POST',
          path: '/api/v1/apps',
          json: {
            ...params,
            redirect_uris: typeof params.redirect_uris === 'string' ? params.redirect_uris : params.redirect_uris.join('\n'),
          },
        },
        options,
      ),
    serverMetadata,
    authorizeUrl,
    /** Builds the authorize URL with a fresh `state`, and with PKCE S256 when the server supports it. */
    beginAuthorization: async (
      params: Omit<AuthorizeUrlParams, 'state' | 'code_challenge' | 'code_challenge_method'>,
      options?: RequestOptions,
    ): Promise<PendingAuthorization> => {
      const metadata = await serverMetadata(options);
      const state = randomState();
      if (!metadata?.code_challenge_methods_supported?.includes('S256')) {
        return { url: authorizeUrl({ ...params, state }), state, codeVerifier: null };
      }
      const pkce = await createPkcePair();
      const url = authorizeUrl({ ...params, state, code_challenge: pkce.challenge, code_challenge_method: 'S256' });
      return { url, state, codeVerifier: pkce.verifier };
    },
    token: (client: { client_id: string; client_secret?: string | null }, grant: TokenGrant, options?: RequestOptions) =>
      http.json(TokenSchema, { method: 'POST', path: '/oauth/token', form: formOf({ ...credentialsOf(client), ...grant }) }, options),
    revoke: (client: { client_id: string; client_secret?: string | null }, token: string, options?: RequestOptions) =>
      http.empty({ method: 'POST', path: '/oauth/revoke', form: formOf({ ...credentialsOf(client), token }) }, options),
    /** The app the access token belongs to. https://docs.joinmastodon.org/methods/apps/#verify_credentials */
    verifyApp: (options?: RequestOptions) =>
      http.json(ApplicationSchema, { method: 'GET', path: '/api/v1/apps/verify_credentials' }, options),
  };
}

export type OAuthResource = ReturnType<typeof createOAuthResource>;

/** Only the client's credentials: a registered app passed whole must not send its name, website or scopes. */
const credentialsOf = (client: { client_id: string; client_secret?: string | null }) => ({ client_id: client.client_id, client_secret: client.client_secret });

function formOf(values: Record<string, string | null | undefined>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null) form.append(key, value);
  return form;
}
