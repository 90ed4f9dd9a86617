import { memo } from 'react';
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
  switch (kind) {
    case 'lock':
      return (
        <>
          Your account is not <a href={profileSettingsHref}>locked</a>. Anyone can follow you to view your follower-only posts.
        </>
      );
    case 'hashtag':
      return <>This toot won&apos;t be listed under any hashtag as it is unlisted. Only public toots can be searched by hashtag.</>;
    case 'direct':
      return (
        <>
          This toot will only be sent to all the mentioned users. <a href={termsHref}>Learn more</a>
        </>
      );
  }
}
