import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { anyone } from '../http/auth';
import { apiRoutes } from '../http/route';
import { findAccount } from '../db/queries';
import { serializeAccount } from '../serializers/account';
import { LIMITS } from '../services/post-status';
import { SUPPORTED_MIME_TYPES } from '../media/mime-types';
import { vapidKeys } from '../services/web-push';
import { API_VERSIONS, INSTANCE_VERSION } from '../version';
import { instanceStats, localAdminId } from '../db/repositories/account-relations';
import { activeLocalAccounts } from '../db/repositories/instance-activity';
import { serializeRules } from '../serializers/instance-rule';
import { PROFILE_LIMITS } from '../services/update-credentials';
import { ICON_SIZES, iconUrl } from './instance-icon';

/** https://docs.joinmastodon.org/methods/instance/ */
export function instanceRoutes(app: FastifyInstance, instance: Instance): void {
  const { config, db } = instance;
  const version = INSTANCE_VERSION;
  const contact = () => {
    const adminId = localAdminId(db);
    const row = adminId ? findAccount(db, adminId) : undefined;
    return row ? serializeAccount(instance, row) : null;
  };
  const statusesConfig = {
    max_characters: LIMITS.maxCharacters,
    max_media_attachments: LIMITS.maxMediaAttachments,
    characters_reserved_per_url: LIMITS.charactersReservedPerUrl,
  };
  const mediaConfig = {
    supported_mime_types: SUPPORTED_MIME_TYPES,
    image_size_limit: 16 * 1024 * 1024,
    image_matrix_limit: 33_177_600,
    video_size_limit: 99 * 1024 * 1024,
    video_frame_rate_limit: 120,
    video_matrix_limit: 8_294_400,
    description_limit: 1500,
  };
  const pollsConfig = {
    max_options: LIMITS.pollMaxOptions,
    max_characters_per_option: LIMITS.pollMaxCharactersPerOption,
    min_expiration: LIMITS.pollMinExpiration,
    max_expiration: LIMITS.pollMaxExpiration,
  };
  const streamingUrl = () => config.baseUrl.replace(/^http/, 'ws');
  // Mastodon's active_user_count(4): the local users active over the last four weeks.
  const activeMonth = () => {
    const now = instance.now().getTime();
    return activeLocalAccounts(db, { from: new Date(now - 28 * 86_400_000).toISOString(), to: new Date(now + 86_400_000).toISOString() });
  };
  // Anyone may read the local and hashtag timelines, as Mastodon's defaults allow.
  const timelinesAccess = {
    live_feeds: { local: 'public', remote: 'public' },
    hashtag_feeds: { local: 'public', remote: 'public' },
    trending_link_feeds: { local: 'public', remote: 'public' },
  };
  const api = apiRoutes(app, instance);

  api.get('/api/v1/instance', { auth: anyone }, async () => {
    const stats = instanceStats(db);
    return {
    uri: config.domain,
    title: config.title,
    short_description: 'A local Mastodon-compatible server for Trumpet.',
    description: 'A local Mastodon-compatible server for Trumpet.',
    email: 'admin@localhost',
    version,
    urls: { streaming_api: streamingUrl() },
    stats: { user_count: stats.users, status_count: stats.statuses, domain_count: stats.domains },
    thumbnail: null,
    languages: ['en'],
    registrations: config.registrationsOpen,
    approval_required: false,
    invites_enabled: false,
    configuration: { statuses: statusesConfig, media_attachments: mediaConfig, polls: pollsConfig, accounts: { max_featured_tags: 10 } },
    contact_account: contact(),
    rules: serializeRules(db),
    };
  });

  api.get('/api/v2/instance', { auth: anyone }, async () => ({
    domain: config.domain,
    title: config.title,
    version,
    source_url: 'https://github.com/trumpet/trumpet',
    description: 'A local Mastodon-compatible server for Trumpet.',
    usage: { users: { active_month: activeMonth() } },
    thumbnail: { url: iconUrl(instance, 512), blurhash: null, versions: {} },
    icon: ICON_SIZES.map((size) => ({ src: iconUrl(instance, size), size: `${size}x${size}` })),
    languages: ['en'],
    configuration: {
      // The terms page holds the privacy policy too; there is no about page or status page.
      urls: { streaming: streamingUrl(), status: null, about: null, privacy_policy: `${config.baseUrl}/terms`, terms_of_service: `${config.baseUrl}/terms` },
      vapid: { public_key: vapidKeys(instance).publicKey },
      accounts: {
        max_featured_tags: 10,
        max_pinned_statuses: 5,
        max_display_name_length: PROFILE_LIMITS.displayName,
        max_note_length: PROFILE_LIMITS.note,
        max_profile_fields: PROFILE_LIMITS.fields,
        profile_field_name_limit: PROFILE_LIMITS.fieldLength,
        profile_field_value_limit: PROFILE_LIMITS.fieldLength,
      },
      statuses: statusesConfig,
      media_attachments: mediaConfig,
      polls: pollsConfig,
      translation: { enabled: config.translator !== null },
      timelines_access: timelinesAccess,
      limited_federation: false,
    },
    registrations: { enabled: config.registrationsOpen, approval_required: false, message: null, url: null },
    api_versions: API_VERSIONS,
    contact: { email: 'admin@localhost', account: contact() },
    rules: serializeRules(db),
  }));
}
