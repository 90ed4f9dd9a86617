import * as z from 'zod';

/** RFC 8414 metadata; Mastodon 4.3+ serves it. https://docs.joinmastodon.org/methods/oauth/#authorization-server-metadata */
export const AuthorizationServerMetadataSchema = z.object({
  issuer: z.string().nullish(),
  authorization_endpoint: z.string().nullish(),
  token_endpoint: z.string().nullish(),
  revocation_endpoint: z.string().nullish(),
  scopes_supported: z.array(z.string()).nullish(),
  code_challenge_methods_supported: z.array(z.string()).nullish(),
  grant_types_supported: z.array(z.string()).nullish(),
});

export type AuthorizationServerMetadata = z.output<typeof AuthorizationServerMetadataSchema>;
