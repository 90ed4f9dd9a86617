import { memo } from 'react';
import { useRichT, useT } from '../i18n/locale-context';
import { AlertIcon, InfoIcon } from '../icons';
import type { ComposeWarningKind } from './compose-types';
import './ComposeWarnings.css';

export interface ComposeWarningsProps {
  warnings: readonly ComposeWarningKind[];
  /** Where to lock the account (SPEC §2 /settings/profile, on the user's server). */
  profileSettingsHref?: string;
  /** Where direct messages are explained (SPEC §2 /terms). */
  termsHref?: string;
}

/** SPEC §5 "Compose warnings", announced politely as the privacy or the text changes. */
export const ComposeWarnings = memo(function ComposeWarnings({ warnings, profileSettingsHref = '/settings/profile', termsHref = '/terms' }: ComposeWarningsProps) {
  return (
    <div className="t-compose-warnings" aria-live="polite">
      {warnings.map((kind) => (
        <p key={kind} className={`t-compose-warning t-compose-warning--${kind}`}>
          {kind === 'direct' ? <InfoIcon size={16} /> : <AlertIcon size={16} />}
          <span>
            <WarningText kind={kind} profileSettingsHref={profileSettingsHref} termsHref={termsHref} />
          </span>
        </p>
      ))}
    </div>
  );
});

function WarningText({ kind, profileSettingsHref, termsHref }: { kind: ComposeWarningKind; profileSettingsHref: string; termsHref: string }) {
  const t = useT();
  const rich = useRichT();
  switch (kind) {
    case 'lock':
      return <>{rich('compose.warning.lock', { locked: <a href={profileSettingsHref}>{t('compose.warning.locked')}</a> })}</>;
    case 'hashtag':
      return <>{t('compose.warning.hashtag')}</>;
    case 'direct':
      return <>{rich('compose.warning.direct', { link: <a href={termsHref}>{t('compose.warning.learn_more')}</a> })}</>;
  }
}
