import * as z from 'zod/mini';

/** RFC 8414 metadata; Mastodon 4.3+ serves it. https://docs.joinmastodon.org/methods/oauth/#authorization-server-metadata */
export const AuthorizationServerMetadataSchema = z.object({
  issuer: z.nullish(z.string()),
  authorization_endpoint: z.nullish(z.string()),
  token_endpoint: z.nullish(z.string()),
  revocation_endpoint: z.nullish(z.string()),
  scopes_supported: z.nullish(z.array(z.string())),
  code_challenge_methods_supported: z.nullish(z.array(z.string())),
  grant_types_supported: z.nullish(z.array(z.string())),
});

export type AuthorizationServerMetadata = z.output<typeof AuthorizationServerMetadataSchema>;
