/**
 * Who may call each instance route, written from Mastodon's controllers (the scopes of their
 * `doorkeeper_authorize!` / `authorize_if_got_token!` lines, which accept a token holding any ONE of
 * the listed scopes) and https://docs.joinmastodon.org/api/oauth-scopes/, independently of the
 * instance's code, so the matrix checks the code against Mastodon rather than against itself.
 */
export type Access =
  /** `doorkeeper_authorize!` + `require_user!`: a user token with one of `scopes`. */
  | { kind: 'user'; scopes: readonly string[] }
  /** `authorize_if_got_token!`: public without a token; a token must hold one of `scopes`. */
  | { kind: 'optional'; scopes: readonly string[] }
  /** `doorkeeper_authorize!` without `require_user!`: an app's token or a user's, with one of `scopes` (sign-up). */
  | { kind: 'token'; scopes: readonly string[] }
  /** Any valid token, whatever its scopes (apps/verify_credentials). */
  | { kind: 'any-token' }
  /** Public: no token is looked at (instance, emojis, app registration, static files). */
  | { kind: 'public' }
  /** Browser pages and the OAuth flow: cookie sessions and client credentials, never bearer tokens. */
  | { kind: 'browser' }
  /** The streaming API (tested on its own: a stream stays open). */
  | { kind: 'stream' };

const user = (...scopes: string[]): Access => ({ kind: 'user', scopes });
const optional = (...scopes: string[]): Access => ({ kind: 'optional', scopes });
const read = (sub: string): string[] => ['read', `read:${sub}`];
const write = (sub: string): string[] => ['write', `write:${sub}`];

const PUBLIC: Access = { kind: 'public' };
const BROWSER: Access = { kind: 'browser' };
const STREAM: Access = { kind: 'stream' };

/** Keyed `METHOD url` as Fastify registers it; HEAD routes share their GET's entry. */
export const ROUTE_ACCESS: Record<string, Access> = {
  // Static files, app pages, the OAuth flow and sign-in.
  'GET /system/*': PUBLIC,
  'GET /avatars/original/missing.png': PUBLIC,
  'GET /headers/original/missing.png': PUBLIC,
  'GET /': BROWSER,
  'GET /*': BROWSER,
  'GET /oauth/authorize': BROWSER,
  'POST /oauth/authorize': BROWSER,
  'DELETE /oauth/authorize': BROWSER,
  'GET /oauth/authorize/native': BROWSER,
  'POST /oauth/token': BROWSER,
  'POST /oauth/revoke': BROWSER,
  'GET /.well-known/oauth-authorization-server': PUBLIC,
  // OAuth::UserinfoController: doorkeeper_authorize! :profile and require_user!.
  'GET /oauth/userinfo': user('profile'),
  'POST /oauth/userinfo': user('profile'),
  'GET /auth/sign_in': BROWSER,
  'POST /auth/sign_in': BROWSER,
  'POST /auth/sign_out': BROWSER,
  'DELETE /auth/sign_out': BROWSER,
  'GET /auth/sign_in_link/:token': BROWSER,
  'GET /settings/profile': BROWSER,
  'POST /settings/profile': BROWSER,
  'GET /settings/preferences': BROWSER,
  'POST /settings/preferences': BROWSER,
  'GET /filters': BROWSER,
  'POST /filters': BROWSER,
  'POST /filters/:id/delete': BROWSER,
  'GET /terms': BROWSER,
  // The staff pages (session cookie, staff role; test/routes/moderation.test.ts).
  'GET /admin/accounts': BROWSER,
  'GET /admin/accounts/:id': BROWSER,
  'GET /admin/accounts/:id/action': BROWSER,
  'POST /admin/accounts/:id/action': BROWSER,
  'GET /admin/accounts/:id/statuses/:statusId': BROWSER,

  // Instance, apps, emojis.
  'GET /api/v1/instance': PUBLIC,
  'GET /api/v2/instance': PUBLIC,
  // Api::V1::Instances::* (no doorkeeper_authorize!); a token only picks the documents' language.
  'GET /api/v1/instance/rules': PUBLIC,
  'GET /api/v1/instance/extended_description': PUBLIC,
  'GET /api/v1/instance/privacy_policy': PUBLIC,
  'GET /api/v1/instance/terms_of_service': PUBLIC,
  'GET /api/v1/instance/terms_of_service/:date': PUBLIC,
  'GET /api/v1/instance/translation_languages': PUBLIC,
  'GET /api/v1/instance/peers': PUBLIC,
  'GET /api/v1/instance/activity': PUBLIC,
  'GET /api/v1/instance/domain_blocks': PUBLIC,
  'GET /icons/:file': PUBLIC,
  'GET /.well-known/nodeinfo': PUBLIC,
  'GET /nodeinfo/2.0': PUBLIC,
  'GET /nodeinfo/2.1': PUBLIC,
  'GET /health': PUBLIC,
  'GET /api/oembed': PUBLIC,
  'GET /api/v1/custom_emojis': PUBLIC,
  'POST /api/v1/apps': PUBLIC,
  'GET /api/v1/apps/verify_credentials': { kind: 'any-token' },

  // Media.
  'POST /api/v1/media': user(...write('media')),
  'POST /api/v2/media': user(...write('media')),
  'GET /api/v1/media/:id': user(...write('media')),
  'PUT /api/v1/media/:id': user(...write('media')),
  'DELETE /api/v1/media/:id': user(...write('media')),

  // Accounts (Api::V1::AccountsController and Api::V1::Accounts::*).
  'GET /api/v1/accounts/verify_credentials': user('profile', ...read('accounts')),
  'PATCH /api/v1/accounts/update_credentials': user(...write('accounts')),
  'GET /api/v1/accounts': optional(...read('accounts')),
  'GET /api/v1/accounts/lookup': optional(...read('accounts')),
  'GET /api/v1/accounts/relationships': user(...read('follows')),
  'GET /api/v1/accounts/familiar_followers': user(...read('follows')),
  'GET /api/v1/accounts/search': user(...read('accounts')),
  'GET /api/v1/accounts/:id': optional(...read('accounts')),
  'GET /api/v1/accounts/:id/lists': user(...read('lists')),
  'GET /api/v1/accounts/:id/featured_tags': optional(...read('accounts')),
  // Mastodon answers an empty list to any signed-in user (deprecated); here the seeded proofs are public profile data.
  'GET /api/v1/accounts/:id/identity_proofs': optional(...read('accounts')),
  'GET /api/v1/accounts/:id/statuses': optional(...read('statuses')),
  'GET /api/v1/accounts/:id/followers': optional(...read('accounts')),
  'GET /api/v1/accounts/:id/following': optional(...read('accounts')),
  'POST /api/v1/accounts/:id/follow': user('follow', ...write('follows')),
  'POST /api/v1/accounts/:id/unfollow': user('follow', ...write('follows')),
  'POST /api/v1/accounts/:id/remove_from_followers': user('follow', ...write('follows')),
  'POST /api/v1/accounts/:id/block': user('follow', ...write('blocks')),
  'POST /api/v1/accounts/:id/unblock': user('follow', ...write('blocks')),
  'POST /api/v1/accounts/:id/mute': user('follow', ...write('mutes')),
  'POST /api/v1/accounts/:id/unmute': user('follow', ...write('mutes')),
  'POST /api/v1/accounts/:id/pin': user(...write('accounts')),
  'POST /api/v1/accounts/:id/unpin': user(...write('accounts')),
  'POST /api/v1/accounts/:id/note': user(...write('accounts')),
  'GET /api/v1/follow_requests': user('follow', ...read('follows')),
  'POST /api/v1/follow_requests/:id/authorize': user('follow', ...write('follows')),
  'POST /api/v1/follow_requests/:id/reject': user('follow', ...write('follows')),
  'GET /api/v1/blocks': user('follow', ...read('blocks')),
  'GET /api/v1/mutes': user('follow', ...read('mutes')),
  'GET /api/v1/domain_blocks': user('follow', ...read('blocks')),
  'POST /api/v1/domain_blocks': user('follow', ...write('blocks')),
  'DELETE /api/v1/domain_blocks': user('follow', ...write('blocks')),
  'GET /api/v1/endorsements': user(...read('accounts')),
  'POST /api/v1/accounts/:id/endorse': user(...write('accounts')),
  'POST /api/v1/accounts/:id/unendorse': user(...write('accounts')),
  'GET /api/v1/accounts/:id/endorsements': optional(...read('accounts')),
  // Api::V1::AccountsController#create: an app token (client_credentials) is enough.
  'POST /api/v1/accounts': { kind: 'token', scopes: write('accounts') },
  // Api::V1::Emails::ConfirmationsController answers 403 (never 401) to anyone but the app the account signed up with.
  'POST /api/v1/emails/confirmations': PUBLIC,
  // Api::V1::ProfilesController and Api::V1::Profile::AvatarsController, HeadersController (4.6).
  'GET /api/v1/profile': user('profile', ...read('accounts')),
  'PATCH /api/v1/profile': user(...write('accounts')),
  'DELETE /api/v1/profile/avatar': user(...write('accounts')),
  'DELETE /api/v1/profile/header': user(...write('accounts')),
  'GET /api/v1/preferences': user(...read('accounts')),
  // Api::V1::AnnouncementsController: `doorkeeper_authorize! :read` to list, write:accounts to dismiss;
  // Api::V1::Announcements::ReactionsController: write:favourites.
  'GET /api/v1/announcements': user('read'),
  'POST /api/v1/announcements/:id/dismiss': user(...write('accounts')),
  'PUT /api/v1/announcements/:id/reactions/:name': user(...write('favourites')),
  'DELETE /api/v1/announcements/:id/reactions/:name': user(...write('favourites')),
  // Api::V1::SuggestionsController: `doorkeeper_authorize! :read` for listing and dismissing.
  'GET /api/v1/suggestions': user('read'),
  'DELETE /api/v1/suggestions/:id': user('read'),
  'GET /api/v2/suggestions': user('read'),

  // Hashtags, featured tags, trends, directory. Api::V1::TagsController#show and the trends
  // controllers have no doorkeeper_authorize!: a token only names the viewer and is never refused.
  'GET /api/v1/tags/:hashtag': PUBLIC,
  'POST /api/v1/tags/:hashtag/follow': user('follow', ...write('follows')),
  'POST /api/v1/tags/:hashtag/unfollow': user('follow', ...write('follows')),
  'POST /api/v1/tags/:hashtag/feature': user(...write('accounts')),
  'POST /api/v1/tags/:hashtag/unfeature': user(...write('accounts')),
  'GET /api/v1/followed_tags': user('follow', ...read('follows')),
  'GET /api/v1/featured_tags': user(...read('accounts')),
  'POST /api/v1/featured_tags': user(...write('accounts')),
  'DELETE /api/v1/featured_tags/:id': user(...write('accounts')),
  'GET /api/v1/featured_tags/suggestions': user(...read('accounts')),
  'GET /api/v1/trends/tags': PUBLIC,
  'GET /api/v1/trends/statuses': PUBLIC,
  'GET /api/v1/trends/links': PUBLIC,
  'GET /api/v1/directory': optional(...read('accounts')),

  // Streaming.
  'GET /api/v1/streaming/health': PUBLIC,
  'GET /api/v1/streaming': STREAM,
  'GET /api/v1/streaming/user': STREAM,
  'GET /api/v1/streaming/user/notification': STREAM,
  'GET /api/v1/streaming/public': STREAM,
  'GET /api/v1/streaming/public/local': STREAM,
  'GET /api/v1/streaming/public/remote': STREAM,
  'GET /api/v1/streaming/hashtag': STREAM,
  'GET /api/v1/streaming/hashtag/local': STREAM,
  'GET /api/v1/streaming/list': STREAM,
  'GET /api/v1/streaming/direct': STREAM,

  // Statuses.
  'POST /api/v1/statuses': user(...write('statuses')),
  'GET /api/v1/statuses/:id': optional(...read('statuses')),
  'DELETE /api/v1/statuses/:id': user(...write('statuses')),
  'GET /api/v1/statuses/:id/context': optional(...read('statuses')),
  'GET /api/v1/statuses/:id/source': user(...read('statuses')),
  'GET /api/v1/statuses': optional(...read('statuses')),
  'PUT /api/v1/statuses/:id': user(...write('statuses')),
  'GET /api/v1/statuses/:id/history': optional(...read('statuses')),
  'GET /api/v1/scheduled_statuses': user(...read('statuses')),
  'GET /api/v1/scheduled_statuses/:id': user(...read('statuses')),
  'PUT /api/v1/scheduled_statuses/:id': user(...write('statuses')),
  'DELETE /api/v1/scheduled_statuses/:id': user(...write('statuses')),
  'POST /api/v1/statuses/:id/favourite': user(...write('favourites')),
  'POST /api/v1/statuses/:id/unfavourite': user(...write('favourites')),
  'POST /api/v1/statuses/:id/bookmark': user(...write('bookmarks')),
  'POST /api/v1/statuses/:id/unbookmark': user(...write('bookmarks')),
  'POST /api/v1/statuses/:id/pin': user(...write('accounts')),
  'POST /api/v1/statuses/:id/unpin': user(...write('accounts')),
  'POST /api/v1/statuses/:id/mute': user(...write('mutes')),
  'POST /api/v1/statuses/:id/unmute': user(...write('mutes')),
  'POST /api/v1/statuses/:id/reblog': user(...write('statuses')),
  // Api::V1::Statuses::TranslationsController: doorkeeper_authorize! :read, :'read:statuses' and require_user!.
  'POST /api/v1/statuses/:id/translate': user(...read('statuses')),
  'POST /api/v1/statuses/:id/unreblog': user(...write('statuses')),
  'GET /api/v1/statuses/:id/reblogged_by': optional(...read('accounts')),
  'GET /api/v1/statuses/:id/favourited_by': optional(...read('accounts')),
  'GET /api/v1/statuses/:id/quotes': user(...read('statuses')),
  'POST /api/v1/statuses/:id/quotes/:quoting_status_id/revoke': user(...write('statuses')),
  'PUT /api/v1/statuses/:id/interaction_policy': user(...write('statuses')),
  'GET /api/v1/polls/:id': optional(...read('statuses')),
  'POST /api/v1/polls/:id/votes': user(...write('statuses')),

  // Timelines.
  'GET /api/v1/timelines/home': user(...read('statuses')),
  'GET /api/v1/timelines/list/:id': user(...read('lists')),
  'GET /api/v1/timelines/public': optional(...read('statuses')),
  'GET /api/v1/timelines/tag/:hashtag': optional(...read('statuses')),
  'GET /api/v1/timelines/link': optional(...read('statuses')),
  'GET /api/v1/timelines/direct': user(...read('statuses')),

  // The user's own data.
  'GET /api/v1/notifications': user(...read('notifications')),
  'GET /api/v1/notifications/:id': user(...read('notifications')),
  'POST /api/v1/notifications/clear': user(...write('notifications')),
  'POST /api/v1/notifications/:id/dismiss': user(...write('notifications')),
  'GET /api/v1/notifications/unread_count': user(...read('notifications')),
  // Api::V2::NotificationsController, Api::V2::Notifications::AccountsController.
  'GET /api/v2/notifications': user(...read('notifications')),
  'GET /api/v2/notifications/unread_count': user(...read('notifications')),
  'GET /api/v2/notifications/:group_key': user(...read('notifications')),
  'GET /api/v2/notifications/:group_key/accounts': user(...read('notifications')),
  'POST /api/v2/notifications/:group_key/dismiss': user(...write('notifications')),
  // Api::V2::Notifications::PoliciesController (update answers PATCH and PUT).
  'GET /api/v2/notifications/policy': user(...read('notifications')),
  'PATCH /api/v2/notifications/policy': user(...write('notifications')),
  'PUT /api/v2/notifications/policy': user(...write('notifications')),
  // Api::V1::Notifications::RequestsController.
  'GET /api/v1/notifications/requests': user(...read('notifications')),
  'GET /api/v1/notifications/requests/merged': user(...read('notifications')),
  'GET /api/v1/notifications/requests/:id': user(...read('notifications')),
  'POST /api/v1/notifications/requests/:id/accept': user(...write('notifications')),
  'POST /api/v1/notifications/requests/:id/dismiss': user(...write('notifications')),
  'POST /api/v1/notifications/requests/accept': user(...write('notifications')),
  'POST /api/v1/notifications/requests/dismiss': user(...write('notifications')),
  'GET /api/v1/conversations': user(...read('statuses')),
  'POST /api/v1/conversations/:id/read': user(...write('conversations')),
  'DELETE /api/v1/conversations/:id': user(...write('conversations')),
  'GET /api/v1/lists': user(...read('lists')),
  'GET /api/v1/lists/:id': user(...read('lists')),
  'POST /api/v1/lists': user(...write('lists')),
  'PUT /api/v1/lists/:id': user(...write('lists')),
  'DELETE /api/v1/lists/:id': user(...write('lists')),
  'GET /api/v1/lists/:id/accounts': user(...read('lists')),
  'POST /api/v1/lists/:id/accounts': user(...write('lists')),
  'DELETE /api/v1/lists/:id/accounts': user(...write('lists')),
  'GET /api/v1/filters': user(...read('filters')),
  'GET /api/v1/filters/:id': user(...read('filters')),
  'POST /api/v1/filters': user(...write('filters')),
  'PUT /api/v1/filters/:id': user(...write('filters')),
  'DELETE /api/v1/filters/:id': user(...write('filters')),
  'GET /api/v2/filters': user(...read('filters')),
  'GET /api/v2/filters/:id': user(...read('filters')),
  'POST /api/v2/filters': user(...write('filters')),
  'PUT /api/v2/filters/:id': user(...write('filters')),
  'DELETE /api/v2/filters/:id': user(...write('filters')),
  'GET /api/v2/filters/:filter_id/keywords': user(...read('filters')),
  'POST /api/v2/filters/:filter_id/keywords': user(...write('filters')),
  'GET /api/v2/filters/keywords/:id': user(...read('filters')),
  'PUT /api/v2/filters/keywords/:id': user(...write('filters')),
  'DELETE /api/v2/filters/keywords/:id': user(...write('filters')),
  'GET /api/v2/filters/:filter_id/statuses': user(...read('filters')),
  'POST /api/v2/filters/:filter_id/statuses': user(...write('filters')),
  'GET /api/v2/filters/statuses/:id': user(...read('filters')),
  'DELETE /api/v2/filters/statuses/:id': user(...write('filters')),
  'GET /api/v1/markers': user(...read('statuses')),
  'POST /api/v1/markers': user(...write('statuses')),
  'POST /api/v1/reports': user(...write('reports')),
  'GET /api/v1/favourites': user(...read('favourites')),
  'GET /api/v1/bookmarks': user(...read('bookmarks')),
  'GET /api/v2/search': optional(...read('search')),
  // Session-bound in Mastodon (the web client's cookie); here the bearer token is the session.
  'PUT /api/web/settings': user(...write('accounts')),
  'POST /api/v1/push/subscription': user('push'),
  'GET /api/v1/push/subscription': user('push'),
  'PUT /api/v1/push/subscription': user('push'),
  'DELETE /api/v1/push/subscription': user('push'),
  'POST /api/web/push_subscriptions': user('push'),
  'PUT /api/web/push_subscriptions/:id': user('push'),
};

/** The table's entry for a registered route; HEAD answers as its GET. */
export function accessOf(method: string, url: string): Access | undefined {
  return ROUTE_ACCESS[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}
