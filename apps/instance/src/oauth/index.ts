import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { authorizeRoutes } from './authorize';
import { tokenRoutes } from './token';
import { userinfoRoutes } from './userinfo';
import { wellKnownRoutes } from './well-known';

/** OAuth 2: /oauth/authorize, /oauth/token, /oauth/revoke, /oauth/userinfo and the server metadata. */
export function oauthRoutes(app: FastifyInstance, instance: Instance): void {
  authorizeRoutes(app, instance);
  tokenRoutes(app, instance);
  wellKnownRoutes(app, instance);
  userinfoRoutes(app, instance);
}
