import type { HttpClient } from './http/http-client';

/** A REST resource's factory, such as `createListsResource`: the calls of one URL family over an HttpClient. */
export type ResourceFactory<R> = (http: HttpClient) => R;

const made = new WeakMap<HttpClient, Map<ResourceFactory<unknown>, unknown>>();

/**
 * The resource `factory` makes over `http`, made once per HttpClient and factory and kept while the
 * HttpClient lives: `resourceOf(http, createListsResource).list()`. Importing only the factories a
 * bundle calls keeps the others, and their schemas, out of it (README "Smaller bundles").
 */
export function resourceOf<R>(http: HttpClient, factory: ResourceFactory<R>): R {
  let resources = made.get(http);
  if (!resources) {
    resources = new Map();
    made.set(http, resources);
  }
  if (resources.has(factory)) {
    // Only `factory` itself put a value under this key, so it is that factory's R.
    return resources.get(factory) as R;
  }
  const resource = factory(http);
  resources.set(factory, resource);
  return resource;
}
