import type { IdentityProof } from '@trumpet/api-client';
import type { RootState } from '../../store/root-reducer';

const NONE: IdentityProof[] = [];

/** An account's identity proofs; none when not fetched. */
export const selectIdentityProofs = (state: RootState, accountId: string): IdentityProof[] => state.identityProofs[accountId] ?? NONE;
