import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { findAccount, findStatus } from '../db/queries';
import { statusByUri } from '../db/repositories/statuses';
import type { StatusRow } from '../db/rows';
import { badRequest, notFound } from '../http/api-error';
import { anyone } from '../http/auth';
import { text } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { escapeHtml } from '../pages/html';
import { accountUrl } from '../serializers/urls';

const DEFAULT_WIDTH = 400;

const oembedQuery = z.object({ url: text(), maxwidth: text(), maxheight: text() });

/** The status a URL names on this server (its URL or URI, /@name/:id or /users/name/statuses/:id), as Mastodon's StatusFinder. */
function statusAt(instance: Instance, url: string): StatusRow | undefined {
  const stored = statusByUri(instance.db, url);
  if (stored) return stored;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.host !== instance.config.domain) return undefined;
  const id = /^\/(?:@[^/]+|users\/[^/]+\/statuses)\/(\d+)\/?$/.exec(parsed.pathname)?.[1];
  return id ? findStatus(instance.db, id) : undefined;
}

/**
 * oEmbed for a public or unlisted local status (https://docs.joinmastodon.org/methods/oembed/), as
 * Mastodon's Api::OEmbedController and OEmbedSerializer: a rich embed of a blockquote linking to
 * the status. Mastodon sends no `title` (the reference lists one) and `height` is always null.
 * The instance serves no embed script, so the HTML is the quote alone.
 */
export function oembedRoutes(app: FastifyInstance, instance: Instance): void {
  apiRoutes(app, instance).get('/api/oembed', { auth: anyone, query: oembedQuery }, async ({ query }) => {
    if (!query.url) throw badRequest('param is missing or the value is empty: url');
    const status = statusAt(instance, query.url);
    if (!status || status.reblog_of_id || !['public', 'unlisted'].includes(status.visibility)) throw notFound();
    const author = findAccount(instance.db, status.account_id);
    if (!author || author.domain) throw notFound();
    const { baseUrl, domain } = instance.config;
    const statusUrl = status.url ?? `${accountUrl(instance, author)}/${status.id}`;
    const authorName = author.display_name || author.username;
    // Rails' to_i: what is not a number reads as 0.
    const width = query.maxwidth === undefined ? DEFAULT_WIDTH : Number.parseInt(query.maxwidth, 10) || 0;
    return {
      type: 'rich',
      version: '1.0',
      author_name: authorName,
      author_url: accountUrl(instance, author),
      provider_name: domain,
      provider_url: `${baseUrl}/`,
      cache_age: 86_400,
      html: `<blockquote class="mastodon-embed"><a href="${escapeHtml(statusUrl)}" target="_blank">Post by @${escapeHtml(author.username)}@${escapeHtml(domain)}</a></blockquote>`,
      width,
      height: null,
    };
  });
}
