import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { directoryRoutes } from './directory';
import { featuredTagsRoutes } from './featured-tags';
import { tagsRoutes } from './tags';
import { trendsRoutes } from './trends';

/** Finding people and topics: hashtags (followed and featured), trends and the profile directory. */
export function discoveryFamilyRoutes(app: FastifyInstance, instance: Instance): void {
  for (const register of [tagsRoutes, featuredTagsRoutes, trendsRoutes, directoryRoutes]) register(app, instance);
}
