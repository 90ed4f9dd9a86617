import { composeFeature, directCompose, listsFeature, mentionCompose, replyCompose, reportsFeature, type CoreFeature } from '@trumpet/core';

/** Core's deferred features, in a chunk of their own: composing, reports and lists are not needed for home. */
export const deferredFeatures: readonly CoreFeature[] = [composeFeature, reportsFeature, listsFeature];

/** The events that hand a status or an account to the composer (SPEC §4 Compose). */
export const composeHandOffs = { replyCompose, mentionCompose, directCompose };
export type ComposeHandOffs = typeof composeHandOffs;
