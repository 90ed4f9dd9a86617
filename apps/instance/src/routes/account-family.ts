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
import { suggestionsRoutes } from './suggestions';

/** Accounts and relationships: profiles, follows and requests, blocks, mutes, domain blocks, endorsements, suggestions. */
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
  ]) {
    register(app, instance);
  }
}
