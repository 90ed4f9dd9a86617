import * as z from 'zod/mini';
import { listOf, NullableId, NullableNumber, NullableString } from './common';

/** The app that posted a status, or a registered app. https://docs.joinmastodon.org/entities/Application/ */
export const ApplicationSchema = z.object({
  id: NullableId,
  name: z.string(),
  website: NullableString,
  scopes: listOf(z.string()),
  redirect_uri: NullableString,
  redirect_uris: listOf(z.string()),
  /** Before 4.3 only; read the instance's configuration.vapid.public_key instead. */
  vapid_key: NullableString,
});
export type Application = z.output<typeof ApplicationSchema>;

/** What POST /api/v1/apps answers: the app plus its OAuth credentials. https://docs.joinmastodon.org/entities/Application/#CredentialApplication */
export const CredentialApplicationSchema = z.extend(ApplicationSchema, {
  client_id: z.string(),
  client_secret: z.string(),
  /** 0 means the secret never expires. */
  client_secret_expires_at: NullableNumber,
});
export type CredentialApplication = z.output<typeof CredentialApplicationSchema>;
