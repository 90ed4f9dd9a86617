import { formatCount, htmlToPlainText, safeUrl } from '@trumpet/core/text';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { RelativeTime } from '../common/RelativeTime';
import { FollowButton } from '../account/FollowButton';
import { followButtonState, type AccountActionKind, type RelationshipState } from '../account/relationship';
import type { ListAccount } from '../account/AccountListItem';
import { useLocale, useT } from '../i18n/locale-context';
import { useLinkComponent, type LinkingProps } from '../navigation/links';
import './DirectoryCard.css';

export interface DirectoryAccount extends ListAccount {
  header: string;
  /** The bio, sanitised by core's importer. */
  note_emojified: string;
  statuses_count: number;
  followers_count: number;
  last_status_at: string | null;
}

export interface DirectoryCardProps extends LinkingProps {
  account: DirectoryAccount;
  relationship: RelationshipState | null | undefined;
  isSelf: boolean;
  /** Signed out: no follow button. */
  onAction?: (kind: AccountActionKind) => void;
}

/** A profile in the directory: header, avatar, name, a line of the bio, counts and the follow button. */
export function DirectoryCard({ account, relationship, isSelf, onAction, LinkComponent: linkOverride, onNavigate }: DirectoryCardProps) {
  const t = useT();
  const locale = useLocale();
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  const header = safeUrl(account.header);
  const bio = htmlToPlainText(account.note_emojified).trim();
  const state = followButtonState(relationship, { isSelf, moved: false });
  return (
    <article className="t-directory-card" aria-label={account.acct}>
      <div className="t-directory-card__header">{header ? <img src={header} alt="" loading="lazy" decoding="async" /> : null}</div>
      <div className="t-directory-card__body">
        <LinkComponent to={`/accounts/${account.id}`} className="t-directory-card__link">
          <Avatar src={account.avatar} size={48} className="t-directory-card__avatar" />
          <span className="t-directory-card__names">
            <DisplayName account={account} layout="stacked" />
          </span>
        </LinkComponent>
        {onAction && state !== 'edit_profile' ? (
          <span className="t-directory-card__follow">
            <FollowButton state={state} blockedBy={relationship?.blocked_by ?? false} onAction={onAction} size="s" />
          </span>
        ) : null}
      </div>
      {bio ? (
        <p className="t-directory-card__bio" dir="auto">
          {bio}
        </p>
      ) : null}
      <p className="t-directory-card__stats">
        <span>{t('explore.directory.statuses', { count: account.statuses_count, n: formatCount(account.statuses_count, locale) })}</span>
        <span>{t('explore.directory.followers', { count: account.followers_count, n: formatCount(account.followers_count, locale) })}</span>
        <span>
          {account.last_status_at ? (
            <>
              {t('explore.directory.last_active')} <RelativeTime date={account.last_status_at} />
            </>
          ) : (
            t('explore.directory.never_active')
          )}
        </span>
      </p>
    </article>
  );
}
