/**
 * Where Mastodon's real answers differ from the reference (generated from the documentation), the
 * contract follows Mastodon: each correction below names the Mastodon code that shows it.
 */
export interface SchemaNode {
  [key: string]: unknown;
}

function schemaAt(components: SchemaNode, path: string[]): SchemaNode {
  let node: unknown = components;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !(key in node)) throw new Error(`the reference has no ${path.join('.')}`);
    node = (node as SchemaNode)[key];
  }
  if (node === null || typeof node !== 'object') throw new Error(`${path.join('.')} is not a schema`);
  return node as SchemaNode;
}

export function correctReference(components: SchemaNode): void {
  // REST::WebPushSubscriptionSerializer#alerts lists only the alerts the client sent
  // (Api::V1::Push::SubscriptionsController#data_params); the documentation lists every type.
  delete schemaAt(components, ['schemas', 'WebPushSubscription', 'properties', 'alerts']).required;
  // PostStatusService#scheduled_options stores `options_hash.delete(:application)&.id`: nil for a
  // status scheduled without an application (this instance's test tokens have none).
  schemaAt(components, ['schemas', 'ScheduledStatus', 'properties', 'params', 'properties', 'application_id']).type = ['integer', 'null'];
  // A Quote (with `quoted_status`) also satisfies ShallowQuote's schema (every field optional but
  // `state`), so `oneOf` can never pass; REST::StatusSerializer sends one or the other.
  const quote = schemaAt(components, ['schemas', 'Status', 'properties', 'quote']);
  quote.anyOf = quote.oneOf;
  delete quote.oneOf;
  // ExtendedDescription.current has `updated_at: nil` until an admin writes the about text.
  schemaAt(components, ['schemas', 'ExtendedDescription', 'properties', 'updated_at']).type = ['string', 'null'];
  // OEmbedSerializer has no `title` attribute.
  const oembed = schemaAt(components, ['schemas', 'OEmbedResponse']);
  oembed.required = (oembed.required as string[]).filter((name) => name !== 'title');
  // The entity documentation and masto.js call it a String; a JSON integer would lose the low digits
  // of a snowflake id in every JavaScript client, so the instance sends it as a string like every id.
  schemaAt(components, ['schemas', 'NotificationGroup', 'properties', 'most_recent_notification_id']).type = 'string';
  // preview_cards.embed_url defaults to '' (db/schema.rb), and REST::PreviewCardSerializer sends it as is.
  for (const name of ['PreviewCard', 'TrendsLink']) delete schemaAt(components, ['schemas', name, 'properties', 'embed_url']).format;
  // The answer to a deletion: REST::StatusSerializer with `source_requested` sends `text` instead of `content`.
  const status = schemaAt(components, ['schemas', 'Status']);
  const schemas = schemaAt(components, ['schemas']);
  schemas.DeletedStatus = { ...status, required: [...(status.required as string[]).filter((name) => name !== 'content'), 'text'] };
}

/**
 * Responses whose schema the reference gets wrong as a whole, by operation and status: the
 * replacement schema, and why.
 */
export const RESPONSE_CORRECTIONS: Record<string, unknown> = {
  // Api::V1::FiltersController#index renders a collection (one entry per keyword), not one filter.
  'GET /api/v1/filters 200': { type: 'array', items: { $ref: '#/components/schemas/V1Filter' } },
  // Api::V2::Filters::StatusesController#destroy ends in `render_empty`.
  'DELETE /api/v2/filters/statuses/{id} 200': { type: 'object', maxProperties: 0 },
  'DELETE /api/v1/statuses/{id} 200': { $ref: '#/components/schemas/DeletedStatus' },
  // Api::BaseController#require_user! answers 422 with a bare `{ error }`, no `details`.
  'GET /api/v2/filters 422': { $ref: '#/components/schemas/Error' },
};

/**
 * Mastodon validates addresses loosely (EmailValidator's `mode: :loose`, one `@`): an instance's
 * contact address such as `admin@localhost` is one, though RFC 5321 hostnames would want a dot.
 */
export const LOOSE_EMAIL = /^[^@\s]+@[^@\s]+$/;
