import type { Instance } from '../context';
import { preferredLanguage } from '../http/accept-language';
import { findAccount } from '../db/queries';
import type { AccountRow } from '../db/rows';
import { SUPPORTED_MIME_TYPES } from '../media/mime-types';
import { pushSubscriptionOfToken } from '../serializers/push-subscription';
import { serializeAccount, type AccountJson } from '../serializers/account';
import { DEFAULT_PREFERENCES, readPreferences } from '../services/web-preferences';
import type { BrowserSession } from '../sessions/sessions';
import { INSTANCE_VERSION as VERSION } from '../version';
import { localAdminId } from '../db/repositories/account-relations';
import { chosenLocale } from '../pages/page-locale';

const REPOSITORY = 'trumpet/trumpet';

const EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/avif': ['.avif'],
  'video/mp4': ['.mp4', '.m4v'],
  'video/webm': ['.webm'],
  'video/quicktime': ['.mov'],
  'audio/mpeg': ['.mp3'],
  'audio/ogg': ['.ogg', '.oga'],
  'audio/wav': ['.wav'],
  'audio/mp4': ['.m4a'],
};

/** Mastodon's MediaAttachment.supported_file_extensions + supported_mime_types. */
const acceptedTypes = (): string[] => [...SUPPORTED_MIME_TYPES.flatMap((type) => EXTENSIONS[type] ?? []), ...SUPPORTED_MIME_TYPES];

function webSettings(account: AccountRow): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(account.web_settings);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * What Mastodon's web page embeds for its client (app/serializers/initial_state_serializer.rb):
 * `meta` (who is signed in, their token and preferences), the accounts it needs, compose defaults,
 * the client's saved settings and the accepted media types. Signed out, there is no `me` and no token.
 */
export function buildInitialState(instance: Instance, session: BrowserSession | null, acceptLanguage?: string) {
  const { config, db } = instance;
  const adminId = localAdminId(db);
  const admin = adminId ? findAccount(db, adminId) : undefined;
  const accounts: Record<string, AccountJson> = {};
  if (admin) accounts[admin.id] = serializeAccount(instance, admin);

  const meta: Record<string, unknown> = {
    streaming_api_base_url: config.baseUrl.replace(/^http/, 'ws'),
    // Mastodon's I18n.locale for the request: the user's setting, else Accept-Language.
    locale: (session ? chosenLocale(db, session.account.id) : null) ?? preferredLanguage(acceptLanguage) ?? 'en',
    domain: config.domain,
    title: config.title,
    admin: admin?.id ?? null,
    search_enabled: true,
    invites_enabled: false,
    source_url: `https://github.com/${REPOSITORY}`,
    repository: REPOSITORY,
    version: VERSION,
    mascot: null,
    profile_directory: true,
    is_staff: false,
    ...DEFAULT_PREFERENCES,
  };
  if (!session) {
    return { meta, accounts, compose: {}, settings: {}, media_attachments: { accepted_types: acceptedTypes() }, push_subscription: null };
  }

  const { account } = session;
  accounts[account.id] = serializeAccount(instance, account);
  return {
    meta: {
      ...meta,
      ...readPreferences(db, account.id),
      me: account.id,
      access_token: session.accessToken,
      is_staff: account.role === 'admin' || account.role === 'moderator',
    },
    accounts,
    compose: { me: account.id, default_privacy: account.source_privacy, default_sensitive: account.source_sensitive === 1 },
    settings: webSettings(account),
    media_attachments: { accepted_types: acceptedTypes() },
    push_subscription: pushSubscriptionOfToken(instance, session.accessToken),
  };
}

/** JSON safe inside a <script> element: no `<`, `>` or `&` to end it early, no line separators. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
