import { composeFeature } from '../features/compose/compose-feature';
import { listsFeature } from '../features/lists/lists-feature';
import { reportsFeature } from '../features/reports/reports-feature';
import { trendsFeature } from '../features/trends/trends-feature';
import { suggestionsFeature } from '../features/suggestions/suggestions-feature';
import { tagsFeature } from '../features/tags/tags-feature';
import { featuredTagsFeature } from '../features/featured-tags/featured-tags-feature';
import { directoryFeature } from '../features/directory/directory-feature';
import { searchFeature } from '../features/search/search-feature';
import { statusHistoryFeature } from '../features/status-history/status-history-feature';
import { createCoreStore, type CreateTrumpetStoreOptions, type TrumpetStore } from './create-core-store';
import type { CoreFeature } from './feature';

export type { CreateTrumpetStoreOptions, TrumpetStore } from './create-core-store';

/** The features a store can add after start. */
export const DEFERRED_FEATURES: readonly CoreFeature[] = [composeFeature, reportsFeature, listsFeature, searchFeature, trendsFeature, suggestionsFeature, tagsFeature, featuredTagsFeature, directoryFeature, statusHistoryFeature];

/** A ready store with every feature (see createCoreStore to add composing, reports and lists later). */
export function createTrumpetStore(options: CreateTrumpetStoreOptions): TrumpetStore {
  return createCoreStore({ ...options, features: DEFERRED_FEATURES });
}
