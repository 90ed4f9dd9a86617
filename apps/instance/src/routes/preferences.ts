import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { signedIn } from '../http/auth';
import { apiRoutes } from '../http/route';
import { accountOr404 } from '../services/account-lookup';
import { readDefaultQuotePolicy, readPreferences } from '../services/web-preferences';

/**
 * The account's preferences as Mastodon's REST::PreferencesSerializer, read-only: the posting
 * defaults (kept with the account, as update_credentials' `source`) and the reading preferences
 * the preferences page sets. https://docs.joinmastodon.org/methods/preferences/
 */
export function apiPreferencesRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);
  api.get('/api/v1/preferences', { auth: signedIn('read:accounts') }, async ({ auth }) => {
    const account = accountOr404(instance, auth.accountId);
    const reading = readPreferences(instance.db, account.id);
    return {
      'posting:default:visibility': account.source_privacy,
      'posting:default:sensitive': account.source_sensitive === 1,
      'posting:default:language': account.source_language || null,
      'posting:default:quote_policy': readDefaultQuotePolicy(instance.db, account.id),
      'reading:expand:media': reading.display_media,
      'reading:expand:spoilers': reading.expand_spoilers,
      'reading:autoplay:gifs': reading.auto_play_gif,
    };
  });
}
