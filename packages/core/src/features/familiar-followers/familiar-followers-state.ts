/** By account id: the ids of the accounts the user follows that follow it, as loaded. */
export type FamiliarFollowersState = Record<string, string[]>;

export const initialFamiliarFollowers: FamiliarFollowersState = {};
