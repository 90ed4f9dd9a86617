import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { oauthRoutes } from '../oauth';
import { pageRoutes } from '../pages';
import { appsRoutes } from './apps';
import { webRoutes } from './web';

/** Apps and OAuth, browser sign-in, the server-rendered pages and the web app. */
export async function signInFamilyRoutes(app: FastifyInstance, instance: Instance): Promise<void> {
  appsRoutes(app, instance);
  oauthRoutes(app, instance);
  pageRoutes(app, instance);
  await webRoutes(app, instance);
}
