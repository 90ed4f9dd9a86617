import * as z from 'zod/mini';
import {
  DomainBlockSchema,
  ExtendedDescriptionSchema,
  InstanceActivitySchema,
  InstanceRuleSchema,
  InstanceSchema,
  InstanceV2Schema,
  PrivacyPolicySchema,
  TermsOfServiceSchema,
  TranslationLanguagesSchema,
  type Instance,
  type InstanceV2,
} from '../entities';
import { HttpError } from '../http/errors';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';
import { seg } from './params';

/** What a client needs to know of a server, whichever instance endpoint answered. */
export interface ServerInfo {
  domain: string;
  title: string;
  version: string;
  /** Base URL of the streaming API; the server's own origin when it names none. */
  streamingUrl: string;
  maxCharacters: number;
  charactersReservedPerUrl: number;
  maxMediaAttachments: number;
  supportedMimeTypes: string[];
  pollMaxOptions: number;
  pollMaxCharactersPerOption: number;
  pollMinExpiration: number;
  pollMaxExpiration: number;
  /** The VAPID key for Web Push, when the server offers one. */
  vapidKey: string | null;
  source: { v2: InstanceV2 | null; v1: Instance | null };
}

// Mastodon's own values, for servers that advertise none (SPEC §9).
const DEFAULTS = {
  maxCharacters: 500,
  charactersReservedPerUrl: 23,
  maxMediaAttachments: 4,
  pollMaxOptions: 4,
  pollMaxCharactersPerOption: 50,
  pollMinExpiration: 300,
  pollMaxExpiration: 2_629_746,
};

/** https://docs.joinmastodon.org/methods/instance/ */
export function createInstanceResource(http: HttpClient) {
  const v2 = (options?: RequestOptions) => http.json(InstanceV2Schema, { method: 'GET', path: '/api/v2/instance' }, options);
  const v1 = (options?: RequestOptions) => http.json(InstanceSchema, { method: 'GET', path: '/api/v1/instance' }, options);
  const document = <S extends z.core.$ZodType>(schema: S, name: string, options?: RequestOptions) =>
    http.json(schema, { method: 'GET', path: `/api/v1/instance/${name}` }, options);

  return {
    v1,
    v2,
    /** v2 where the server has it (Mastodon 4.0+), else v1, normalised into one shape. */
    fetch: async (options?: RequestOptions): Promise<ServerInfo> => {
      try {
        return fromV2(await v2(options), http.baseUrl);
      } catch (error) {
        if (!(error instanceof HttpError) || !error.endpointMissing) throw error;
        return fromV1(await v1(options), http.baseUrl);
      }
    },
    /** https://docs.joinmastodon.org/methods/instance/#rules */
    rules: (options?: RequestOptions) => document(z.array(InstanceRuleSchema), 'rules', options),
    /** The about page (Mastodon 4.0+). https://docs.joinmastodon.org/methods/instance/#extended_description */
    extendedDescription: (options?: RequestOptions) => document(ExtendedDescriptionSchema, 'extended_description', options),
    /** https://docs.joinmastodon.org/methods/instance/#privacy_policy */
    privacyPolicy: (options?: RequestOptions) => document(PrivacyPolicySchema, 'privacy_policy', options),
    /**
     * The terms in force, or with `date` (YYYY-MM-DD) the version effective then (Mastodon 4.4+);
     * 404 when the server has none. https://docs.joinmastodon.org/methods/instance/#terms_of_service
     */
    termsOfService: (date?: string, options?: RequestOptions) =>
      document(TermsOfServiceSchema, date === undefined ? 'terms_of_service' : `terms_of_service/${seg(date)}`, options),
    /** Source language → target languages of the server's translation engine (Mastodon 4.2+). https://docs.joinmastodon.org/methods/instance/#translation_languages */
    translationLanguages: (options?: RequestOptions) => document(TranslationLanguagesSchema, 'translation_languages', options),
    /** Domains the server knows. https://docs.joinmastodon.org/methods/instance/#peers */
    peers: (options?: RequestOptions) => document(z.array(z.string()), 'peers', options),
    /** Twelve weeks of activity, newest first. https://docs.joinmastodon.org/methods/instance/#activity */
    activity: (options?: RequestOptions) => document(z.array(InstanceActivitySchema), 'activity', options),
    /** The server's moderated domains, when it publishes them. https://docs.joinmastodon.org/methods/instance/#domain_blocks */
    domainBlocks: (options?: RequestOptions) => document(z.array(DomainBlockSchema), 'domain_blocks', options),
  };
}

export type InstanceResource = ReturnType<typeof createInstanceResource>;

function fromV2(instance: InstanceV2, base: URL): ServerInfo {
  const { statuses, media_attachments: media, polls, urls, vapid } = instance.configuration;
  return {
    domain: instance.domain || base.host,
    title: instance.title,
    version: instance.version,
    streamingUrl: urls.streaming ?? base.origin,
    maxCharacters: statuses.max_characters ?? DEFAULTS.maxCharacters,
    charactersReservedPerUrl: statuses.characters_reserved_per_url ?? DEFAULTS.charactersReservedPerUrl,
    maxMediaAttachments: statuses.max_media_attachments ?? DEFAULTS.maxMediaAttachments,
    supportedMimeTypes: media.supported_mime_types,
    pollMaxOptions: polls.max_options ?? DEFAULTS.pollMaxOptions,
    pollMaxCharactersPerOption: polls.max_characters_per_option ?? DEFAULTS.pollMaxCharactersPerOption,
    pollMinExpiration: polls.min_expiration ?? DEFAULTS.pollMinExpiration,
    pollMaxExpiration: polls.max_expiration ?? DEFAULTS.pollMaxExpiration,
    vapidKey: vapid.public_key,
    source: { v2: instance, v1: null },
  };
}

function fromV1(instance: Instance, base: URL): ServerInfo {
  const { statuses, media_attachments: media, polls } = instance.configuration;
  return {
    domain: instance.uri.replace(/^https?:\/\//, '').replace(/\/$/, '') || base.host,
    title: instance.title,
    version: instance.version,
    streamingUrl: instance.urls.streaming_api ?? base.origin,
    maxCharacters: statuses.max_characters ?? instance.max_toot_chars ?? DEFAULTS.maxCharacters,
    charactersReservedPerUrl: statuses.characters_reserved_per_url ?? DEFAULTS.charactersReservedPerUrl,
    maxMediaAttachments: statuses.max_media_attachments ?? DEFAULTS.maxMediaAttachments,
    supportedMimeTypes: media.supported_mime_types,
    pollMaxOptions: polls.max_options ?? DEFAULTS.pollMaxOptions,
    pollMaxCharactersPerOption: polls.max_characters_per_option ?? DEFAULTS.pollMaxCharactersPerOption,
    pollMinExpiration: polls.min_expiration ?? DEFAULTS.pollMinExpiration,
    pollMaxExpiration: polls.max_expiration ?? DEFAULTS.pollMaxExpiration,
    vapidKey: null,
    source: { v2: null, v1: instance },
  };
}
