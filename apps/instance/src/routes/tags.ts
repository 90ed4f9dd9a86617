import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { followedTagsPage } from '../db/repositories/tag-follows';
import { findOrCreateTag } from '../db/repositories/tags';
import { setAccountPageLinks } from '../http/account-page-links';
import { notFound } from '../http/api-error';
import { signedIn, viewerIfAny } from '../http/auth';
import { pageFields, pageOf, segment } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeTag, serializeTags } from '../serializers/tag';
import { featureTagNamed, followTagNamed, tagNameOf, unfeatureTagNamed, unfollowTagNamed } from '../services/tags';

// Rails names the segment `:id`; it is the tag's name for every action, `feature` included.
const tagParams = z.object({ hashtag: segment() });
/** Followed tags come 100 at a time, up to 200 (Api::V1::FollowedTagsController::TAGS_LIMIT). */
const followedPage = z.object(pageFields({ default: 100, max: 200 }));

/** A valid hashtag name from the path, normalized; else 404 as Mastodon's set_or_create_tag. */
function nameOr404(raw: string): string {
  const name = tagNameOf(raw);
  if (name === null) throw notFound();
  return name;
}

/**
 * Hashtags: reading one, following it (its public statuses join the home feed) and featuring it
 * on the profile (4.4), and the followed tags.
 * https://docs.joinmastodon.org/methods/tags/ https://docs.joinmastodon.org/methods/followed_tags/
 */
export function tagsRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);
  const following = signedIn(['follow', 'write:follows']);
  const featuring = signedIn('write:accounts');

  // Mastodon shows an unused name as an unsaved Tag whose id is ''; here the name is stored at once, so its id is real.
  api.get('/api/v1/tags/:hashtag', { auth: viewerIfAny, params: tagParams }, async ({ auth, params }) => {
    const name = nameOr404(params.hashtag);
    findOrCreateTag(instance.db, name, instance.now().toISOString());
    return serializeTag(instance, name, auth?.accountId ?? null);
  });

  api.post('/api/v1/tags/:hashtag/follow', { auth: following, params: tagParams }, async ({ auth, params }) => {
    const name = nameOr404(params.hashtag);
    followTagNamed(instance, auth.accountId, name);
    return serializeTag(instance, name, auth.accountId);
  });

  api.post('/api/v1/tags/:hashtag/unfollow', { auth: following, params: tagParams }, async ({ auth, params }) => {
    const name = nameOr404(params.hashtag);
    unfollowTagNamed(instance, auth.accountId, name);
    return serializeTag(instance, name, auth.accountId);
  });

  api.post('/api/v1/tags/:hashtag/feature', { auth: featuring, params: tagParams }, async ({ auth, params }) => {
    const name = nameOr404(params.hashtag);
    featureTagNamed(instance, auth.accountId, name);
    return serializeTag(instance, name, auth.accountId);
  });

  api.post('/api/v1/tags/:hashtag/unfeature', { auth: featuring, params: tagParams }, async ({ auth, params }) => {
    const name = nameOr404(params.hashtag);
    unfeatureTagNamed(instance, auth.accountId, name);
    return serializeTag(instance, name, auth.accountId);
  });

  api.get('/api/v1/followed_tags', { auth: signedIn(['follow', 'read:follows']), query: followedPage }, async ({ request, reply, auth, query }) => {
    const page = pageOf(query);
    const rows = followedTagsPage(instance.db, auth.accountId, page);
    setAccountPageLinks(instance, request, reply, rows.map((row) => row.cursor), page.limit);
    return serializeTags(instance, rows.map((row) => row.name), auth.accountId);
  });
}
