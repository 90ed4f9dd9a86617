import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { SUPPORTED_SCOPES } from './scopes';

/** RFC 8414 metadata, as Mastodon 4.3 serves it (app/controllers/well_known/oauth_metadata_controller.rb). */
export function wellKnownRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/.well-known/oauth-authorization-server', async (_request, reply) => {
    const base = instance.config.baseUrl;
    return reply.header('cache-control', 'public, max-age=900').send({
      issuer: `${base}/`,
      service_documentation: 'https://docs.joinmastodon.org/',
      authorization_endpoint: `${base}/oauth/authorize`,
      token_endpoint: `${base}/oauth/token`,
      app_registration_endpoint: `${base}/api/v1/apps`,
      revocation_endpoint: `${base}/oauth/revoke`,
      userinfo_endpoint: `${base}/oauth/userinfo`,
      scopes_supported: SUPPORTED_SCOPES,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'client_credentials', 'password'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    });
  });
}
