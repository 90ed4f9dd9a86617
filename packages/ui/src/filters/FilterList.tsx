import { Button } from '../common/Button';
import { useT } from '../i18n/locale-context';
import { EditIcon, TrashIcon } from '../icons';
import { ACTION_LABEL, CONTEXT_LABEL } from './filter-labels';
import { FILTER_ACTIONS, FILTER_CONTEXTS, type MutedWordsFilter } from './types';
import './FilterList.css';

export interface FilterListProps {
  filters: readonly MutedWordsFilter[];
  /** Shown with the expiry; injected so tests and the app agree on "now". */
  now: Date;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

/** The viewer's filters: title, keywords, where they apply, what they do and their expiry, with edit and delete. */
export function FilterList({ filters, now, onEdit, onDelete }: FilterListProps) {
  const t = useT();
  if (filters.length === 0) return <p className="t-filter-list__empty">{t('filters.empty')}</p>;
  return (
    <ul className="t-filter-list">
      {filters.map((filter) => {
        const action = FILTER_ACTIONS.find((known) => known === filter.filter_action) ?? 'warn';
        const contexts = FILTER_CONTEXTS.filter((context) => filter.context.includes(context)).map((context) => t(CONTEXT_LABEL[context]));
        const expired = filter.expires_at !== null && Date.parse(filter.expires_at) <= now.getTime();
        return (
          <li key={filter.id} className="t-filter-list__item" aria-label={filter.title}>
            <div className="t-filter-list__main">
              <div className="t-filter-list__title">
                <span className="t-filter-list__name">{filter.title}</span>
                <span className={`t-filter-list__badge t-filter-list__badge--${action}`}>{t(ACTION_LABEL[action])}</span>
              </div>
              <p className="t-filter-list__keywords">{filter.keywords.map((keyword) => keyword.keyword).join(', ') || t('filters.no_keywords')}</p>
              <p className="t-filter-list__meta">
                {contexts.join(' · ')}
                {filter.expires_at !== null ? (
                  <>
                    {' · '}
                    {expired
                      ? t('filters.expired')
                      : t('filters.expires_at', { date: new Date(filter.expires_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) })}
                  </>
                ) : null}
              </p>
            </div>
            <div className="t-filter-list__actions">
              <Button size="s" variant="plain" onPress={() => onEdit(filter.id)} aria-label={t('filters.edit_named', { title: filter.title })}>
                <EditIcon size={16} />
              </Button>
              <Button size="s" variant="plain" onPress={() => onDelete(filter.id)} aria-label={t('filters.delete_named', { title: filter.title })}>
                <TrashIcon size={16} />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
