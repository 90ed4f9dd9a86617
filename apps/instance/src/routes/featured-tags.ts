import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { deleteFeaturedTag, featuredTagsOf } from '../db/repositories/featured-tags';
import { recentlyUsedTags } from '../db/repositories/tags';
import { notFound, unprocessable } from '../http/api-error';
import { signedIn } from '../http/auth';
import { idParams, text } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeFeaturedTag } from '../serializers/featured-tag';
import { serializeTags } from '../serializers/tag';
import { accountOr404 } from '../services/account-lookup';
import { FEATURED_TAGS_LIMIT, featureTagNamed, tagNameOf } from '../services/tags';

const featureFields = z.object({ name: text() });

/**
 * The hashtags featured on the user's profile, with how many of their public and unlisted statuses
 * carry each; suggestions are the tags they used most lately.
 * https://docs.joinmastodon.org/methods/featured_tags/
 */
export function featuredTagsRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  const api = apiRoutes(app, instance);
  const reading = signedIn('read:accounts');
  const writing = signedIn('write:accounts');

  api.get('/api/v1/featured_tags', { auth: reading }, async ({ auth }) => {
    const account = accountOr404(instance, auth.accountId);
    return featuredTagsOf(db, account.id).map((row) => serializeFeaturedTag(instance, account, row));
  });

  // FeaturedTag's validations: the name (without a leading '#') present and a hashtag's; at most 10.
  api.post('/api/v1/featured_tags', { auth: writing, body: featureFields }, async ({ auth, body }) => {
    const raw = (body.name ?? '').trim().replace(/^#/, '');
    if (raw === '') throw unprocessable("Name can't be blank, Name is invalid");
    const name = tagNameOf(raw);
    if (name === null) throw unprocessable('Name is invalid');
    const id = featureTagNamed(instance, auth.accountId, name);
    const account = accountOr404(instance, auth.accountId);
    const row = featuredTagsOf(db, account.id).find((featured) => featured.id === id);
    if (!row) throw notFound();
    return serializeFeaturedTag(instance, account, row);
  });

  api.get('/api/v1/featured_tags/suggestions', { auth: reading }, async ({ auth }) =>
    serializeTags(instance, recentlyUsedTags(db, auth.accountId, FEATURED_TAGS_LIMIT), auth.accountId),
  );

  api.delete('/api/v1/featured_tags/:id', { auth: writing, params: idParams }, async ({ auth, params }) => {
    if (!deleteFeaturedTag(db, auth.accountId, params.id)) throw notFound();
    return {};
  });
}
