import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { accountActionsRoutes } from './account-actions';
import { accountFollowsRoutes } from './account-follows';
import { accountStatusesRoutes } from './account-statuses';
import { accountsRoutes } from './accounts';
import { blocksRoutes } from './blocks';
import { domainBlocksRoutes } from './domain-blocks';
import { endorsementsRoutes } from './endorsements';
import { followRequestsRoutes } from './follow-requests';
import { mutesRoutes } from './mutes';
import { profileRoutes } from './profile';
import { registrationRoutes } from './registrations';
import { suggestionsRoutes } from './suggestions';

/** Accounts and relationships: profiles, follows and requests, blocks, mutes, domain blocks, endorsements, suggestions, the editable profile, sign-up. */
export function accountFamilyRoutes(app: FastifyInstance, instance: Instance): void {
  for (const register of [
    accountsRoutes,
    accountStatusesRoutes,
    accountFollowsRoutes,
    accountActionsRoutes,
    followRequestsRoutes,
    blocksRoutes,
    mutesRoutes,
    domainBlocksRoutes,
    endorsementsRoutes,
    suggestionsRoutes,
    profileRoutes,
    registrationRoutes,
  ]) {
    register(app, instance);
  }
}
