import type { FastifyReply } from 'fastify';

// Doorkeeper's error texts (config/locales/doorkeeper.en.yml), which Mastodon answers with.
const DESCRIPTIONS = {
  invalid_request: 'The request is missing a required parameter, includes an unsupported parameter value, or is otherwise malformed.',
  invalid_client:
    'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
  invalid_grant:
    'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
  unauthorized_client: 'You are not authorized to revoke this token',
  unsupported_grant_type: 'The authorization grant type is not supported by the authorization server.',
  unsupported_response_type: 'The authorization server does not support this response type.',
  invalid_scope: 'The requested scope is invalid, unknown, or malformed.',
  access_denied: 'The resource owner or authorization server denied the request.',
} as const;

export type OAuthErrorCode = keyof typeof DESCRIPTIONS;

/** An OAuth error (RFC 6749 §5.2): `{"error": code, "error_description": text}` with its status. */
export class OAuthError extends Error {
  readonly description: string;

  constructor(
    readonly status: number,
    readonly code: OAuthErrorCode,
    description?: string,
  ) {
    super(code);
    this.description = description ?? DESCRIPTIONS[code];
  }
}

export const describeOAuthError = (code: OAuthErrorCode): string => DESCRIPTIONS[code];

export function sendOAuthError(reply: FastifyReply, error: OAuthError): FastifyReply {
  if (error.code === 'invalid_client') reply.header('www-authenticate', 'Basic realm="Doorkeeper", error="invalid_client"');
  return reply.status(error.status).header('cache-control', 'no-store').send({ error: error.code, error_description: error.description });
}
