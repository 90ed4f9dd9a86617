import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import { serializeAccount } from '../serializers/account';
import { LIMITS } from '../services/post-status';
import { SUPPORTED_MIME_TYPES } from '../media/mime-types';
import { vapidKeys } from '../services/web-push';
import { INSTANCE_VERSION } from '../version';

/** https://docs.joinmastodon.org/methods/instance/ */
export function instanceRoutes(app: FastifyInstance, instance: Instance): void {
  const { config, db } = instance;
  const version = INSTANCE_VERSION;
  const contact = () => {
    const admin = db.prepare<[], { id: string }>("SELECT id FROM accounts WHERE role = 'admin' AND domain IS NULL ORDER BY id LIMIT 1").get();
    const row = admin ? findAccount(db, admin.id) : undefined;
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
  const count = (sql: string): number => db.prepare<[], { n: number }>(sql).get()?.n ?? 0;
  const streamingUrl = () => config.baseUrl.replace(/^http/, 'ws');

  app.get('/api/v1/instance', async () => ({
    uri: config.domain,
    title: config.title,
    short_description: 'A local Mastodon-compatible server for Trumpet.',
    description: 'A local Mastodon-compatible server for Trumpet.',
    email: 'admin@localhost',
    version,
    urls: { streaming_api: streamingUrl() },
    stats: {
      user_count: count('SELECT count(*) AS n FROM accounts WHERE domain IS NULL'),
      status_count: count('SELECT count(*) AS n FROM statuses s JOIN accounts a ON a.id = s.account_id WHERE a.domain IS NULL'),
      domain_count: count('SELECT count(DISTINCT domain) AS n FROM accounts WHERE domain IS NOT NULL'),
    },
    thumbnail: null,
    languages: ['en'],
    registrations: false,
    approval_required: false,
    invites_enabled: false,
    configuration: { statuses: statusesConfig, media_attachments: mediaConfig, polls: pollsConfig, accounts: { max_featured_tags: 10 } },
    contact_account: contact(),
    rules: [],
  }));

  app.get('/api/v2/instance', async () => ({
    domain: config.domain,
    title: config.title,
    version,
    source_url: 'https://github.com/trumpet/trumpet',
    description: 'A local Mastodon-compatible server for Trumpet.',
    usage: { users: { active_month: count('SELECT count(*) AS n FROM accounts WHERE domain IS NULL') } },
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
