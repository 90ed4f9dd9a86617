import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { accountFamilyRoutes } from './account-family';
import { instanceRoutes } from './instance';
import { mediaRoutes } from './media';
import { signInFamilyRoutes } from './sign-in-family';
import { streamingRoutes } from './streaming';
import { statusesRoutes } from './statuses';
import { timelinesRoutes } from './timelines';
import { userDataFamilyRoutes } from './user-data-family';

type RouteModule = (app: FastifyInstance, instance: Instance) => void | Promise<void>;

// One module per API resource, named as in @trumpet/api-client's rest/ folder.
const modules: RouteModule[] = [
  instanceRoutes,
  mediaRoutes,
  signInFamilyRoutes,
  accountFamilyRoutes,
  streamingRoutes,
  statusesRoutes,
  timelinesRoutes,
  userDataFamilyRoutes,
];

export async function registerRoutes(app: FastifyInstance, instance: Instance): Promise<void> {
  for (const register of modules) await register(app, instance);
}
