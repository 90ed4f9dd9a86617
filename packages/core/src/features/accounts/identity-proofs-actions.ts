import type { IdentityProof } from '@trumpet/api-client';
import { createAsyncActions } from '../../store/actions';

/** GET /api/v1/accounts/:id/identity_proofs (SPEC §3 "Identity proof"); a failure shows no alert. */
export const fetchIdentityProofs = createAsyncActions<{ id: string }, { id: string; proofs: IdentityProof[] }>(
  'identity_proofs/ACCOUNT_FETCH',
);
