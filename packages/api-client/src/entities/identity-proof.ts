import * as z from 'zod/mini';
import { Text } from './common';

/** Removed from Mastodon in 3.5; older servers still send it. https://docs.joinmastodon.org/entities/IdentityProof/ */
export const IdentityProofSchema = z.object({
  provider: Text,
  provider_username: Text,
  proof_url: Text,
  profile_url: Text,
  updated_at: Text,
});
export type IdentityProof = z.output<typeof IdentityProofSchema>;
