import { memo } from 'react';
import { Avatar } from '../common/Avatar';
import { SafeHtml } from '../common/SafeHtml';
import { useT } from '../i18n/locale-context';
import { AtIcon, HashIcon, LinkIcon, SearchIcon } from '../icons';
import { searchMenuKey, type SearchMenuItem } from './search-menu';

export const searchOptionId = (listId: string, index: number): string => `${listId}-option-${index}`;

export interface SearchMenuProps {
  id: string;
  items: readonly SearchMenuItem[];
  /** -1: no entry highlighted (Enter submits the text). */
  selectedIndex: number;
  onPick: (index: number) => void;
  onHover: (index: number) => void;
}

/** The instant menu under the search field: a listbox; the focus stays in the field (aria-activedescendant). */
export const SearchMenu = memo(function SearchMenu({ id, items, selectedIndex, onPick, onHover }: SearchMenuProps) {
  const t = useT();
  return (
    <ul id={id} role="listbox" aria-label={t('search.menu')} className="t-search-menu">
      {items.map((item, index) => (
        <li
          key={searchMenuKey(item)}
          id={searchOptionId(id, index)}
          role="option"
          aria-selected={index === selectedIndex}
          className={index === selectedIndex ? 't-search-menu__item is-selected' : 't-search-menu__item'}
          // Keeps the focus (and the caret) in the field.
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onPick(index)}
        >
          <MenuEntry item={item} />
        </li>
      ))}
    </ul>
  );
});

function Glyph({ icon: Icon }: { icon: typeof HashIcon }) {
  return (
    <span className="t-search-menu__glyph" aria-hidden="true">
      <Icon size={16} />
    </span>
  );
}

function MenuEntry({ item }: { item: SearchMenuItem }) {
  const t = useT();
  switch (item.kind) {
    case 'account':
      return (
        <>
          <Avatar src={item.account.avatar} size={28} />
          <span className="t-search-menu__text">
            <SafeHtml as="span" className="t-search-menu__name" html={item.account.display_name_html || item.account.username} />
            <span className="t-search-menu__detail">@{item.account.acct}</span>
          </span>
        </>
      );
    case 'hashtag':
      return (
        <>
          <Glyph icon={HashIcon} />
          <span className="t-search-menu__text t-search-menu__name">{t('search.go_to_hashtag', { tag: `#${item.tag}` })}</span>
        </>
      );
    case 'profile':
      return (
        <>
          <Glyph icon={AtIcon} />
          <span className="t-search-menu__text t-search-menu__name">{t('search.go_to_profile', { handle: `@${item.handle}` })}</span>
        </>
      );
    case 'url':
      return (
        <>
          <Glyph icon={LinkIcon} />
          <span className="t-search-menu__text">
            <span className="t-search-menu__name">{t('search.open_url')}</span>
            <span className="t-search-menu__detail">{item.url}</span>
          </span>
        </>
      );
    case 'statuses':
      return (
        <>
          <Glyph icon={SearchIcon} />
          <span className="t-search-menu__text t-search-menu__name">{t('search.posts_with', { q: item.q })}</span>
        </>
      );
  }
}
