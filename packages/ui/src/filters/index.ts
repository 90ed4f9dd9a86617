export { FilterForm, type FilterFormProps } from './FilterForm';
export { FilterList, type FilterListProps } from './FilterList';
export { FILTER_ACTIONS, FILTER_CONTEXTS, FILTER_EXPIRIES, type MutedWordsFilter } from './types';
