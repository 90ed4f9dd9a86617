import { composeFeature, directCompose, directoryFeature, editCompose, statusHistoryFeature, featuredTagsFeature, listsFeature, mentionCompose, replyCompose, reportsFeature, searchFeature, suggestionsFeature, tagsFeature, trendsFeature, type CoreFeature } from '@trumpet/core';

/** Core's deferred features, in a chunk of their own: composing, reports, lists and search are not needed for home. */
export const deferredFeatures: readonly CoreFeature[] = [composeFeature, reportsFeature, listsFeature, searchFeature, trendsFeature, suggestionsFeature, tagsFeature, featuredTagsFeature, directoryFeature, statusHistoryFeature];

/** The events that hand a status or an account to the composer (SPEC §4 Compose). */
export const composeHandOffs = { replyCompose, mentionCompose, directCompose, editCompose };
export type ComposeHandOffs = typeof composeHandOffs;
