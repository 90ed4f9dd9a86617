import { escapeHtml, formatCount, formatExactCount, htmlToPlainText, isRtl, safeUrl } from '@trumpet/core/text';
import type { MessageId } from '../i18n/catalogue';
import { useLocale, useRichT, useT, type Translate } from '../i18n/locale-context';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { DropdownMenu } from '../common/DropdownMenu';
import { ExternalLink } from '../common/ExternalLink';
import { SafeHtml, type ContentLinkHandler } from '../common/SafeHtml';
import { BotIcon, CheckVerifiedIcon, LockIcon } from '../icons';
import { useLinkComponent, type LinkingProps } from '../navigation/links';
import { accountMenuItems } from './account-menu';
import type { ListAccount } from './AccountListItem';
import { accountPath as defaultAccountPath, type AccountTab } from './AccountTabs';
import { FollowButton } from './FollowButton';
import { followButtonState, type AccountActionKind, type RelationshipState } from './relationship';
import './AccountHeader.css';

export interface HeaderField {
  name_emojified: string;
  value_emojified: string;
  verified_at: string | null;
}

export interface HeaderAccount extends ListAccount {
  header: string;
  note_emojified: string;
  fields: readonly HeaderField[];
  statuses_count: number;
  following_count: number;
  followers_count: number;
  locked: boolean;
  bot: boolean;
  /** The account it moved to (core's AccountWithMoved.movedAccount). */
  movedAccount?: ListAccount | null;
}

export interface IdentityProofData {
  provider: string;
  provider_username: string;
  proof_url: string;
  profile_url: string;
}

export interface AccountHeaderProps extends LinkingProps {
  account: HeaderAccount;
  /** null until loaded: no follow button then. */
  relationship: RelationshipState | null;
  isSelf: boolean;
  isStaff?: boolean;
  identityProofs?: readonly IdentityProofData[];
  onAction: (kind: AccountActionKind) => void;
  accountPath?: (accountId: string, tab?: AccountTab) => string;
  /** Links inside the bio and fields (mentions, hashtags) routed in the app. */
  onLinkClick?: ContentLinkHandler;
  /** Defaults to whether navigator.share exists. */
  canShare?: boolean;
  editProfileHref?: string;
}

/** Mastodon stores an empty bio as '' or an empty paragraph (SPEC §2: hidden then). */
const isEmptyBio = (html: string): boolean => /^(<p>\s*<\/p>|\s*)$/.test(html.trim());

const verifiedTitle = (date: string, locale: string, t: Translate): string => {
  const time = new Date(date);
  const day = Number.isNaN(time.getTime()) ? date : time.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
  return t('account.header.verified', { date: day });
};

/** The account header of SPEC §2 with the follow button of SPEC §4 and the account menu of SPEC §6. */
export function AccountHeader({
  account,
  relationship,
  isSelf,
  isStaff = false,
  identityProofs = [],
  onAction,
  LinkComponent: linkOverride,
  onNavigate,
  accountPath = defaultAccountPath,
  onLinkClick,
  canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function',
  editProfileHref,
}: AccountHeaderProps) {
  const locale = useLocale();
  const t = useT();
  const rich = useRichT();
  // SPEC §5's rule for a post's text, for the bio too: it keeps its own direction in any layout.
  const bioDirection = isRtl(htmlToPlainText(account.note_emojified)) ? 'rtl' : 'ltr';
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  const moved = account.movedAccount ?? null;
  const state = followButtonState(relationship, { isSelf, moved: moved !== null });
  const menu = accountMenuItems({ account, relationship, isSelf, isStaff, canShare, t });
  const counts: { tab: AccountTab; value: number; label: MessageId }[] = [
    { tab: 'statuses', value: account.statuses_count, label: 'account.header.statuses' },
    { tab: 'following', value: account.following_count, label: 'account.header.following' },
    { tab: 'followers', value: account.followers_count, label: 'account.header.followers' },
  ];

  const header = safeUrl(account.header);

  return (
    <div className="t-account-header">
      {moved ? (
        <div className="t-account-header__moved">
          <p className="t-account-header__moved-text">
            {rich('account.header.moved', {
              name: (
                <bdi dir="auto">
                  <SafeHtml as="span" html={account.display_name_html.trim() === '' ? escapeHtml(account.username) : account.display_name_html} />
                </bdi>
              ),
            })}
          </p>
          <LinkComponent to={accountPath(moved.id)} className="t-account-header__moved-card">
            <Avatar src={moved.avatar} size={40} />
            <DisplayName account={moved} layout="stacked" />
          </LinkComponent>
        </div>
      ) : null}
      <div className={moved ? 't-account-header__banner is-inactive' : 't-account-header__banner'}>
        {header && !header.endsWith('/missing.png') ? <img src={header} alt="" className="t-account-header__image" /> : null}
      </div>
      <div className="t-account-header__bar">
        <ExternalLink href={account.avatar} className="t-account-header__avatar" aria-label={t('account.header.open_avatar')}>
          <Avatar src={account.avatar} size={90} />
        </ExternalLink>
        <div className="t-account-header__actions">
          {relationship?.blocked_by ? <span className="t-account-header__note">{t('account.header.blocked_you')}</span> : null}
          <FollowButton state={state} blockedBy={relationship?.blocked_by ?? false} onAction={onAction} editProfileHref={editProfileHref} />
          <DropdownMenu items={menu} onAction={(id) => onAction(id as AccountActionKind)} label={t('account.header.menu')} />
        </div>
      </div>
      <div className="t-account-header__names">
        <h1 className="t-account-header__name">
          <bdi dir="auto">
            <SafeHtml as="span" html={account.display_name_html.trim() === '' ? escapeHtml(account.username) : account.display_name_html} />
          </bdi>
          {account.bot ? (
            <span className="t-account-header__badge">
              <BotIcon size={14} />
              {t('account.header.bot')}
            </span>
          ) : null}
        </h1>
        <p className="t-account-header__handle">
          <bdi dir="ltr">@{account.acct}</bdi>
          {account.locked ? <LockIcon size={14} title={t('account.locked')} className="t-account-header__lock" /> : null}
          {relationship?.followed_by && !isSelf ? <span className="t-account-header__badge t-account-header__badge--soft">{t('account.header.follows_you')}</span> : null}
          {relationship?.blocking ? <span className="t-account-header__badge t-account-header__badge--soft">{t('account.header.blocked')}</span> : null}
          {relationship?.muting ? <span className="t-account-header__badge t-account-header__badge--soft">{t('account.header.muted')}</span> : null}
          {relationship?.domain_blocking ? <span className="t-account-header__badge t-account-header__badge--soft">{t('account.header.domain_hidden')}</span> : null}
        </p>
      </div>
      {isEmptyBio(account.note_emojified) ? null : (
        <SafeHtml className="t-account-header__bio" html={account.note_emojified} dir={bioDirection} onLinkClick={onLinkClick} />
      )}
      {account.fields.length > 0 || identityProofs.length > 0 ? (
        <dl className="t-account-header__fields">
          {identityProofs.map((proof) => (
            <div key={`${proof.provider}:${proof.provider_username}`} className="t-account-header__field is-verified">
              <dt>{proof.provider}</dt>
              <dd>
                <ExternalLink href={proof.proof_url} className="t-account-header__check">
                  <CheckVerifiedIcon size={16} title={t('account.header.identity_proof', { provider: proof.provider })} />
                </ExternalLink>
                <ExternalLink href={proof.profile_url}>{proof.provider_username}</ExternalLink>
              </dd>
            </div>
          ))}
          {account.fields.map((field, index) => (
            <div key={index} className={field.verified_at ? 't-account-header__field is-verified' : 't-account-header__field'}>
              <dt>
                <SafeHtml as="span" html={field.name_emojified} dir="auto" />
              </dt>
              <dd>
                {field.verified_at ? (
                  <span className="t-account-header__check">
                    <CheckVerifiedIcon size={16} title={verifiedTitle(field.verified_at, locale, t)} />
                  </span>
                ) : null}
                <SafeHtml as="span" html={field.value_emojified} dir="auto" onLinkClick={onLinkClick} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="t-account-header__counts">
        {counts.map(({ tab, value, label }) => (
          <LinkComponent key={tab} to={accountPath(account.id, tab)} className="t-account-header__count" title={t(label, { count: value, n: formatExactCount(value, locale) })}>
            {rich(label, { count: value, n: <strong>{formatCount(value, locale)}</strong> })}
          </LinkComponent>
        ))}
      </div>
    </div>
  );
}

