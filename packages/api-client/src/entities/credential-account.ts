import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { Count, Flag, listOf, NullableString, openEnum, Text } from './common';
import { FieldSchema } from './field';
import { Visibility } from './visibility';

/** The plain-text profile and posting defaults. https://docs.joinmastodon.org/entities/Account/#source */
const AccountSourceSchema = z.object({
  privacy: openEnum(Visibility),
  sensitive: Flag,
  language: NullableString,
  note: Text,
  fields: listOf(FieldSchema),
  follow_requests_count: Count,
});

/** The signed-in user's own account (verify_credentials, update_credentials). https://docs.joinmastodon.org/entities/Account/#CredentialAccount */
export const CredentialAccountSchema = z.extend(AccountSchema, {
  source: AccountSourceSchema,
});
export type CredentialAccount = z.output<typeof CredentialAccountSchema>;
