import { saveAccountNote, selectRelationship } from '@trumpet/core';
import { AccountNote } from '@trumpet/ui';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/StoreProvider';

/** The user's private note on another account (Relationship.note), once the relationship is loaded. */
export function PrivateNote({ accountId, acct }: { accountId: string; acct: string }) {
  const dispatch = useAppDispatch();
  const relationship = useAppSelector(useCallback((state) => selectRelationship(state, accountId), [accountId]));
  if (!relationship) return null;
  return <AccountNote key={accountId} acct={acct} note={relationship.note} onSave={(comment) => dispatch(saveAccountNote.request({ id: accountId, comment }))} />;
}
