import { safeUrl } from '@trumpet/core/text';
import { memo } from 'react';
import { Avatar } from '../common/Avatar';
import { SafeHtml } from '../common/SafeHtml';
import { useT } from '../i18n/locale-context';
import { HashIcon } from '../icons';
import type { Suggestion } from './compose-types';
import './SuggestionList.css';

export const suggestionKey = (suggestion: Suggestion): string => {
  switch (suggestion.kind) {
    case 'account':
      return `account:${suggestion.id}`;
    case 'hashtag':
      return `hashtag:${suggestion.name}`;
    case 'emoji':
      return `emoji:${suggestion.shortcode}`;
  }
};

export const suggestionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

export interface SuggestionListProps {
  id: string;
  suggestions: readonly Suggestion[];
  selectedIndex: number;
  onPick: (index: number) => void;
  onHover: (index: number) => void;
}

/** The listbox under the textarea; focus stays in the textarea (aria-activedescendant points here). */
export const SuggestionList = memo(function SuggestionList({ id, suggestions, selectedIndex, onPick, onHover }: SuggestionListProps) {
  const t = useT();
  return (
    <ul id={id} role="listbox" aria-label={t('compose.suggestions')} className="t-suggestions">
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestionKey(suggestion)}
          id={suggestionOptionId(id, index)}
          role="option"
          aria-selected={index === selectedIndex}
          className={index === selectedIndex ? 't-suggestions__item is-selected' : 't-suggestions__item'}
          // Keeps the focus (and the caret) in the textarea.
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onPick(index)}
        >
          <SuggestionContent suggestion={suggestion} />
        </li>
      ))}
    </ul>
  );
});

function SuggestionContent({ suggestion }: { suggestion: Suggestion }) {
  switch (suggestion.kind) {
    case 'account':
      return (
        <>
          <Avatar src={suggestion.avatar} size={28} />
          <span className="t-suggestions__text">
            <SafeHtml as="span" className="t-suggestions__name" html={suggestion.displayNameHtml} />
            <span className="t-suggestions__detail">@{suggestion.acct}</span>
          </span>
        </>
      );
    case 'hashtag':
      return (
        <>
          <span className="t-suggestions__glyph" aria-hidden="true">
            <HashIcon size={16} />
          </span>
          <span className="t-suggestions__text">
            <span className="t-suggestions__name">#{suggestion.name}</span>
          </span>
        </>
      );
    case 'emoji':
      return (
        <>
          <span className="t-suggestions__glyph t-suggestions__glyph--emoji" aria-hidden="true">
            {suggestion.native ?? (safeUrl(suggestion.url) ? <img src={safeUrl(suggestion.url)} alt="" width={22} height={22} loading="lazy" /> : null)}
          </span>
          <span className="t-suggestions__text">
            <span className="t-suggestions__name">:{suggestion.shortcode}:</span>
          </span>
        </>
      );
  }
}
