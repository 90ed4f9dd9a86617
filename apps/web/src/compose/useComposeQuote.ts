import { composeQuotePolicyChanged, composeQuoteRemoved, quotePoliciesSupported, selectCompose, selectStatus, type QuoteApprovalPolicy } from '@trumpet/core';
import type { ComposeFormProps, ReplyPreview } from '@trumpet/ui/compose';
import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

type QuoteProps = Pick<ComposeFormProps, 'quoteOf' | 'onCancelQuote' | 'quotePolicy' | 'onQuotePolicyChange'>;

/** The composer's quote (Mastodon 4.5): the quoted post above the text, and "Who can quote" where the server takes it. */
export function useComposeQuote(): QuoteProps {
  const dispatch = useAppDispatch();
  const { quotedStatusId, quotePolicy, defaultQuotePolicy } = useAppSelector(selectCompose);
  const quoted = useAppSelector(useCallback((state) => (quotedStatusId ? selectStatus(state, quotedStatusId) : null), [quotedStatusId]));
  const quoteOf = useMemo<ReplyPreview | null>(
    () => (quoted?.account ? { id: quoted.id, account: quoted.account, contentHtml: quoted.contentHtml, spoilerText: quoted.spoiler_text } : null),
    [quoted],
  );
  const policies = useAppSelector((state) => quotePoliciesSupported(state.meta.version));
  const onCancelQuote = useCallback(() => dispatch(composeQuoteRemoved()), [dispatch]);
  const onQuotePolicyChange = useCallback((policy: QuoteApprovalPolicy) => dispatch(composeQuotePolicyChanged({ policy })), [dispatch]);
  return { quoteOf, onCancelQuote, quotePolicy: policies ? (quotePolicy ?? defaultQuotePolicy) : null, onQuotePolicyChange };
}
