export { AccountHeader, type AccountHeaderProps, type HeaderAccount, type HeaderField, type IdentityProofData } from './AccountHeader';
export { AccountTabs, accountPath, type AccountTab, type AccountTabsProps } from './AccountTabs';
export { AccountListItem, type AccountListItemProps, type ListAccount } from './AccountListItem';
export { FollowButton, type FollowButtonProps } from './FollowButton';
export { MediaGrid, type MediaGridItem, type MediaGridProps } from './MediaGrid';
export { accountMenuItems, remoteDomain, type AccountMenuOptions } from './account-menu';
export { followButtonState, type AccountActionKind, type FollowButtonState, type RelationshipState } from './relationship';
export { AccountNote, type AccountNoteProps } from './AccountNote';
export { FamiliarFollowers, type FamiliarFollowersProps } from './FamiliarFollowers';
