import { resourceOf, type ResourceFactory } from '@trumpet/api-client';
import type { GetContextEffect } from 'redux-saga/effects';
import { services } from './context';

/**
 * A REST resource outside CoreApi, made over the store's HttpClient once and shared:
 * `const lists = yield* resource(createListsResource);`. Deferred features take theirs this way, so
 * their resources load with their code (a full client's own `api.lists` is this same object).
 */
export function* resource<R>(factory: ResourceFactory<R>): Generator<GetContextEffect, R, unknown> {
  const { api } = yield* services();
  return resourceOf(api.http, factory);
}
