import { composeFeature, directCompose, editCompose, mentionCompose, quoteCompose, quotesFeature, replyCompose, type CoreFeature } from '@trumpet/core';

/** Composing, in a chunk of its own: the composer beside home needs it at once, the other deferred features later. */
export const composeFeatures: readonly CoreFeature[] = [composeFeature, quotesFeature];

/** The events that hand a status or an account to the composer (SPEC §4 Compose). */
export const composeHandOffs = { replyCompose, mentionCompose, directCompose, editCompose, quoteCompose };
export type ComposeHandOffs = typeof composeHandOffs;
