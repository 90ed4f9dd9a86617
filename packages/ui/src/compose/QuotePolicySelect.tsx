import { memo, useId } from 'react';
import { QUOTE_POLICIES, type QuoteApprovalPolicy } from '@trumpet/core';
import { useT } from '../i18n/locale-context';
import { QuoteIcon } from '../icons';
import './QuotePolicySelect.css';

export interface QuotePolicySelectProps {
  value: QuoteApprovalPolicy;
  onChange: (policy: QuoteApprovalPolicy) => void;
  /** Private posts and mentions: only their author may quote them, whatever is chosen. */
  fixed?: boolean;
}

const LABELS = {
  public: 'compose.quote_policy.public',
  followers: 'compose.quote_policy.followers',
  nobody: 'compose.quote_policy.nobody',
} as const;

/** "Who can quote" the post being written (Mastodon 4.5's `quote_approval_policy`): anyone, followers, or just me. */
export const QuotePolicySelect = memo(function QuotePolicySelect({ value, onChange, fixed = false }: QuotePolicySelectProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="t-quote-policy" title={fixed ? t('compose.quote_policy.fixed') : undefined}>
      <QuoteIcon size={14} className="t-quote-policy__icon" />
      <label htmlFor={id} className="t-quote-policy__label">
        {t('compose.quote_policy.label')}
      </label>
      <select
        id={id}
        className="t-quote-policy__select"
        value={fixed ? 'nobody' : value}
        disabled={fixed}
        onChange={(event) => {
          const chosen = QUOTE_POLICIES.find((policy) => policy === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {QUOTE_POLICIES.map((policy) => (
          <option key={policy} value={policy}>
            {t(LABELS[policy])}
          </option>
        ))}
      </select>
    </div>
  );
});
