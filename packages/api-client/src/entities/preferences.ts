import * as z from 'zod/mini';
import { Flag, NullableString, openEnum } from './common';
import { Visibility } from './visibility';

export const ExpandMediaPreference = ['default', 'show_all', 'hide_all'] as const;
export type ExpandMediaPreference = (typeof ExpandMediaPreference)[number] | 'unknown';

export const DefaultQuotePolicy = ['public', 'followers', 'nobody'] as const;
export type DefaultQuotePolicy = (typeof DefaultQuotePolicy)[number] | 'unknown';

/** The user's account-wide preferences. https://docs.joinmastodon.org/entities/Preferences/ */
export const PreferencesSchema = z.object({
  'posting:default:visibility': openEnum(Visibility),
  'posting:default:sensitive': Flag,
  'posting:default:language': NullableString,
  /** Mastodon 4.5+; 'unknown' from older servers. */
  'posting:default:quote_policy': openEnum(DefaultQuotePolicy),
  'reading:expand:media': openEnum(ExpandMediaPreference),
  'reading:expand:spoilers': Flag,
  /** Mastodon 4.1+. */
  'reading:autoplay:gifs': Flag,
});
export type Preferences = z.output<typeof PreferencesSchema>;
