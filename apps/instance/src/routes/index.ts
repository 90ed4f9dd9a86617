import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { accountFamilyRoutes } from './account-family';
import { discoveryFamilyRoutes } from './discovery-family';
import { instanceFamilyRoutes } from './instance-family';
import { mediaRoutes } from './media';
import { quotesRoutes } from './quotes';
import { scheduledStatusRoutes } from './scheduled-statuses';
import { signInFamilyRoutes } from './sign-in-family';
import { streamingRoutes } from './streaming';
import { statusesRoutes } from './statuses';
import { timelinesRoutes } from './timelines';
import { userDataFamilyRoutes } from './user-data-family';

type RouteModule = (app: FastifyInstance, instance: Instance) => void | Promise<void>;

// One module per API resource, named as in @trumpet/api-client's rest/ folder.
const modules: RouteModule[] = [
  instanceFamilyRoutes,
  mediaRoutes,
  signInFamilyRoutes,
  accountFamilyRoutes,
  streamingRoutes,
  statusesRoutes,
  quotesRoutes,
  scheduledStatusRoutes,
  timelinesRoutes,
  userDataFamilyRoutes,
  discoveryFamilyRoutes,
];

export async function registerRoutes(app: FastifyInstance, instance: Instance): Promise<void> {
  for (const register of modules) await register(app, instance);
}
