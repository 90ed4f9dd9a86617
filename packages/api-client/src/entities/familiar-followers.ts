import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { Id, listOf } from './common';

/** Accounts the user follows that also follow the account `id`. https://docs.joinmastodon.org/entities/FamiliarFollowers/ */
export const FamiliarFollowersSchema = z.object({
  id: Id,
  accounts: listOf(AccountSchema),
});
export type FamiliarFollowers = z.output<typeof FamiliarFollowersSchema>;
