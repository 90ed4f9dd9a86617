import { dismissSuggestion, selectAccount, selectRelationship, type SuggestionRecord } from '@trumpet/core';
import { SuggestionCard } from '@trumpet/ui/explore';
import { useCallback } from 'react';
import { useAccountAction } from '../../connected/useAccountAction';
import { RouterLink } from '../../layout/RouterLink';
import { useAppDispatch, useAppSelector } from '../../store/StoreProvider';

/** A suggested account from the store, with follow (SPEC §4) and dismiss. */
export function SuggestionRow({ suggestion }: { suggestion: SuggestionRecord }) {
  const { accountId } = suggestion;
  const account = useAppSelector(useCallback((state) => selectAccount(state, accountId), [accountId]));
  const relationship = useAppSelector(useCallback((state) => selectRelationship(state, accountId), [accountId]));
  const dispatch = useAppDispatch();
  const act = useAccountAction();
  if (!account) return null;
  return (
    <SuggestionCard
      account={account}
      sources={suggestion.sources}
      relationship={relationship}
      LinkComponent={RouterLink}
      onAction={(kind) => act(accountId, kind)}
      onDismiss={() => dispatch(dismissSuggestion({ accountId }))}
    />
  );
}
