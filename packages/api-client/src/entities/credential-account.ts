import * as z from 'zod/mini';
import { AccountObject } from './account';
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
const CredentialAccountObject = z.extend(AccountObject, {
  source: AccountSourceSchema,
});
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CredentialAccount extends z.output<typeof CredentialAccountObject> {}
export const CredentialAccountSchema: z.ZodMiniType<CredentialAccount, unknown> = CredentialAccountObject;
