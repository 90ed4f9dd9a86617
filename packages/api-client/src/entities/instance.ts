import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { Count, Flag, listOf, NullableNumber, NullableString, objectOrDefaults, orNull, Text } from './common';
import { InstanceConfigurationSchema } from './instance-configuration';
import { InstanceRuleSchema } from './instance-rule';

/** GET /api/v1/instance (deprecated in 4.0, still the only one on older servers and most forks). https://docs.joinmastodon.org/entities/V1_Instance/ */
export const InstanceSchema = z.object({
  uri: Text,
  title: Text,
  short_description: Text,
  description: Text,
  email: Text,
  version: Text,
  urls: objectOrDefaults(z.object({ streaming_api: NullableString })),
  stats: objectOrDefaults(z.object({ user_count: Count, status_count: Count, domain_count: Count })),
  thumbnail: NullableString,
  languages: listOf(z.string()),
  registrations: Flag,
  approval_required: Flag,
  invites_enabled: Flag,
  /** Pleroma and Akkoma: their post length limit, instead of configuration.statuses.max_characters. */
  max_toot_chars: NullableNumber,
  configuration: objectOrDefaults(InstanceConfigurationSchema),
  contact_account: orNull(AccountSchema),
  rules: listOf(InstanceRuleSchema),
});
export type Instance = z.output<typeof InstanceSchema>;
