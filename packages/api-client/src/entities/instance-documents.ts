import * as z from 'zod/mini';
import { Flag, NullableString, openEnum, Stringish, Text } from './common';

/** The server's about page. https://docs.joinmastodon.org/entities/ExtendedDescription/ */
export const ExtendedDescriptionSchema = z.object({
  updated_at: Text,
  /** HTML. */
  content: Text,
});
export type ExtendedDescription = z.output<typeof ExtendedDescriptionSchema>;

/** https://docs.joinmastodon.org/entities/PrivacyPolicy/ */
export const PrivacyPolicySchema = z.object({
  updated_at: Text,
  /** HTML. */
  content: Text,
});
export type PrivacyPolicy = z.output<typeof PrivacyPolicySchema>;

/** One version of the terms of service (Mastodon 4.4+). https://docs.joinmastodon.org/entities/TermsOfService/ */
export const TermsOfServiceSchema = z.object({
  /** A date, YYYY-MM-DD. */
  effective_date: Text,
  /** Whether these are the terms in force now. */
  effective: Flag,
  /** HTML. */
  content: Text,
  /** The date of the version that replaces these, if one is published. */
  succeeded_by: NullableString,
});
export type TermsOfService = z.output<typeof TermsOfServiceSchema>;

export const DomainBlockSeverity = ['silence', 'suspend'] as const;
export type DomainBlockSeverity = (typeof DomainBlockSeverity)[number] | 'unknown';

/** A domain the server moderates. https://docs.joinmastodon.org/entities/DomainBlock/ */
export const DomainBlockSchema = z.object({
  /** Possibly obfuscated with asterisks. */
  domain: z.string(),
  /** SHA-256 of the domain. */
  digest: Text,
  severity: openEnum(DomainBlockSeverity),
  comment: NullableString,
});
export type DomainBlock = z.output<typeof DomainBlockSchema>;

/** One week of server activity; Mastodon sends the numbers as strings. https://docs.joinmastodon.org/methods/instance/#activity */
export const InstanceActivitySchema = z.object({
  /** Unix time of the week's first midnight. */
  week: Stringish,
  statuses: Stringish,
  logins: Stringish,
  registrations: Stringish,
});
export type InstanceActivity = z.output<typeof InstanceActivitySchema>;

/** Source language → the languages it can be translated into. https://docs.joinmastodon.org/methods/instance/#translation_languages */
export const TranslationLanguagesSchema = z.record(z.string(), z.array(z.string()));
export type TranslationLanguages = z.output<typeof TranslationLanguagesSchema>;
