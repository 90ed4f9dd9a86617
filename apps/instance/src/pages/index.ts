import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { filterRoutes } from './filters';
import { moderationAccountRoutes } from './moderation-account';
import { moderationAccountsRoutes } from './moderation-accounts';
import { moderationStatusRoutes } from './moderation-status';
import { preferencesRoutes } from './preferences';
import { profileRoutes } from './profile';
import { signInRoutes } from './sign-in';
import { signInLinkRoutes } from './sign-in-link';
import { termsRoutes } from './terms';

/** The server-rendered pages: sign-in and sign-out, settings, filters, terms. */
export function pageRoutes(app: FastifyInstance, instance: Instance): void {
  signInRoutes(app, instance);
  signInLinkRoutes(app, instance);
  profileRoutes(app, instance);
  preferencesRoutes(app, instance);
  filterRoutes(app, instance);
  termsRoutes(app, instance);
  moderationAccountsRoutes(app, instance);
  moderationAccountRoutes(app, instance);
  moderationStatusRoutes(app, instance);
}
