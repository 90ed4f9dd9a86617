import type { SuggestionRecord } from '@trumpet/core';
import { Avatar } from '../common/Avatar';
import { IconButton } from '../common/Button';
import { DisplayName } from '../common/DisplayName';
import { FollowButton } from '../account/FollowButton';
import { followButtonState, type AccountActionKind, type RelationshipState } from '../account/relationship';
import type { ListAccount } from '../account/AccountListItem';
import { CloseIcon } from '../icons';
import type { MessageId } from '../i18n/catalogue';
import { useT } from '../i18n/locale-context';
import { useLinkComponent, type LinkingProps } from '../navigation/links';
import './SuggestionCard.css';

type Source = SuggestionRecord['sources'][number];

const SOURCE_TEXT: Record<Exclude<Source, 'unknown'>, MessageId> = {
  featured: 'explore.suggestions.source.featured',
  most_followed: 'explore.suggestions.source.most_followed',
  most_interactions: 'explore.suggestions.source.most_interactions',
  similar_to_recently_followed: 'explore.suggestions.source.similar_to_recently_followed',
  friends_of_friends: 'explore.suggestions.source.friends_of_friends',
};

export interface SuggestionCardProps extends LinkingProps {
  account: ListAccount;
  /** Why the server suggests the account; the first one known is shown. */
  sources: readonly Source[];
  relationship: RelationshipState | null | undefined;
  onAction: (kind: AccountActionKind) => void;
  onDismiss: () => void;
}

/** A suggested account: who, why, the follow button of SPEC §4, and a button to not suggest it again. */
export function SuggestionCard({ account, sources, relationship, onAction, onDismiss, LinkComponent: linkOverride, onNavigate }: SuggestionCardProps) {
  const t = useT();
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  const source = sources.find((entry): entry is Exclude<Source, 'unknown'> => entry !== 'unknown');
  const state = followButtonState(relationship, { isSelf: false, moved: false });
  return (
    <div className="t-suggestion">
      <LinkComponent to={`/accounts/${account.id}`} className="t-suggestion__link">
        <Avatar src={account.avatar} size={46} />
        <span className="t-suggestion__names">
          <DisplayName account={account} layout="stacked" />
          {source ? <span className="t-suggestion__source">{t(SOURCE_TEXT[source])}</span> : null}
        </span>
      </LinkComponent>
      <span className="t-suggestion__buttons">
        <FollowButton state={state} blockedBy={relationship?.blocked_by ?? false} onAction={onAction} size="s" />
        <IconButton icon={CloseIcon} label={t('explore.suggestions.dismiss', { name: account.acct })} onPress={onDismiss} />
      </span>
    </div>
  );
}
