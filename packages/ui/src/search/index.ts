export { SearchField, SEARCH_FIELD_ATTRIBUTE, type SearchFieldProps } from './SearchField';
export { type SearchMenuItem } from './search-menu';
export { SearchResults, SearchStatus, type SearchResultsProps, type SearchResultsData } from './SearchResults';
export { SearchResultList, type SearchResultListProps } from './SearchResultList';
export { SearchTabs, type SearchTab, type SearchTabsProps } from './SearchTabs';
export { HashtagRow, recentPeople, type HashtagRowProps, type SearchHashtag } from './HashtagRow';
