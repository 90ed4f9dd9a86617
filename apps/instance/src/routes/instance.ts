import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { anyone } from '../http/auth';
import { apiRoutes } from '../http/route';
import { findAccount } from '../db/queries';
import { serializeAccount } from '../serializers/account';
import { LIMITS } from '../services/post-status';
import { SUPPORTED_MIME_TYPES } from '../media/mime-types';
import { vapidKeys } from '../services/web-push';
import { INSTANCE_VERSION } from '../version';
import { instanceStats, localAdminId } from '../db/repositories/account-relations';

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
    registrations: false,
    approval_required: false,
    invites_enabled: false,
    configuration: { statuses: statusesConfig, media_attachments: mediaConfig, polls: pollsConfig, accounts: { max_featured_tags: 10 } },
    contact_account: contact(),
    rules: [],
    };
  });

  api.get('/api/v2/instance', { auth: anyone }, async () => ({
    domain: config.domain,
    title: config.title,
    version,
    source_url: 'https://github.com/trumpet/trumpet',
    description: 'A local Mastodon-compatible server for Trumpet.',
    usage: { users: { active_month: instanceStats(db).users } },
    thumbnail: { url: `${config.baseUrl}/system/instance-thumbnail.png`, blurhash: null, versions: {} },
    languages: ['en'],
    configuration: {
      urls: { streaming: streamingUrl() },
      vapid: { public_key: vapidKeys(instance).publicKey },
      accounts: { max_featured_tags: 10, max_pinned_statuses: 5 },
      statuses: statusesConfig,
      media_attachments: mediaConfig,
      polls: pollsConfig,
      translation: { enabled: false },
    },
    registrations: { enabled: false, approval_required: false, message: null, url: null },
    api_versions: { mastodon: 2 },
    contact: { email: 'admin@localhost', account: contact() },
    rules: [],
  }));
}
