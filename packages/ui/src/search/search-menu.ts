import type { ListAccount } from '../account/AccountListItem';

/** An entry of the search field's instant menu (core's SearchSuggestion, with the account to show). */
export type SearchMenuItem =
  | { kind: 'account'; account: ListAccount }
  | { kind: 'hashtag'; tag: string }
  | { kind: 'profile'; handle: string }
  | { kind: 'url'; url: string }
  | { kind: 'statuses'; q: string };

export const searchMenuKey = (item: SearchMenuItem): string => {
  switch (item.kind) {
    case 'account':
      return `account:${item.account.id}`;
    case 'hashtag':
      return `hashtag:${item.tag}`;
    case 'profile':
      return `profile:${item.handle}`;
    case 'url':
      return `url:${item.url}`;
    case 'statuses':
      return `statuses:${item.q}`;
  }
};
