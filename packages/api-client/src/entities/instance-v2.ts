import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { Count, Flag, listOf, NullableString, objectOrDefaults, orNull, Text } from './common';
import { InstanceConfigurationSchema } from './instance-configuration';
import { InstanceRuleSchema } from './instance-rule';

const InstanceV2ConfigurationSchema = z.extend(InstanceConfigurationSchema, {
  urls: objectOrDefaults(z.object({ streaming: NullableString })),
  /** The server's key for Web Push subscriptions. */
  vapid: objectOrDefaults(z.object({ public_key: NullableString })),
  /** Whether POST /api/v1/statuses/:id/translate works here (Mastodon 4.0+). */
  translation: objectOrDefaults(z.object({ enabled: Flag })),
});

/** GET /api/v2/instance (Mastodon 4.0+). https://docs.joinmastodon.org/entities/Instance/ */
export const InstanceV2Schema = z.object({
  domain: Text,
  title: Text,
  version: Text,
  source_url: Text,
  description: Text,
  thumbnail: orNull(z.object({ url: Text, blurhash: NullableString })),
  /** The server's icon in several sizes ('36x36'…), Mastodon 4.3+. */
  icon: listOf(z.object({ src: Text, size: Text })),
  languages: listOf(z.string()),
  configuration: objectOrDefaults(InstanceV2ConfigurationSchema),
  registrations: objectOrDefaults(
    z.object({ enabled: Flag, approval_required: Flag, message: NullableString, url: NullableString }),
  ),
  contact: objectOrDefaults(z.object({ email: Text, account: orNull(AccountSchema) })),
  rules: listOf(InstanceRuleSchema),
  /** Versions of the server's APIs (Mastodon 4.3+); 0 when the server names none. `mastodon` >= 2: grouped notifications. */
  api_versions: objectOrDefaults(z.object({ mastodon: Count })),
});
export type InstanceV2 = z.output<typeof InstanceV2Schema>;
