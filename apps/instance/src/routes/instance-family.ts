import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { healthRoutes } from './health';
import { instanceRoutes } from './instance';
import { instanceDocumentsRoutes } from './instance-documents';
import { instanceIconRoutes } from './instance-icon';
import { nodeinfoRoutes } from './nodeinfo';
import { oembedRoutes } from './oembed';
import { translateRoutes } from './translate';

/** The server itself: the instance, its icon and documents, NodeInfo, health, oEmbed and machine translation. */
export function instanceFamilyRoutes(app: FastifyInstance, instance: Instance): void {
  for (const register of [instanceRoutes, instanceDocumentsRoutes, instanceIconRoutes, nodeinfoRoutes, healthRoutes, oembedRoutes, translateRoutes]) register(app, instance);
}
