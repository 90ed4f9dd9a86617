import type { FilterDraft } from '@trumpet/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../common/Button';
import { useT } from '../i18n/locale-context';
import { CloseIcon, PlusIcon } from '../icons';
import { ACTION_HINT, ACTION_LABEL, CONTEXT_LABEL, EXPIRY_LABEL } from './filter-labels';
import { FILTER_ACTIONS, FILTER_CONTEXTS, FILTER_EXPIRIES, type FilterActionChoice, type FilterContextChoice, type MutedWordsFilter } from './types';
import './FilterForm.css';

export interface FilterFormProps {
  /** The filter to edit; null for a new one. */
  filter: MutedWordsFilter | null;
  onSubmit: (draft: FilterDraft) => void;
  onCancel: () => void;
  /** A server with v1 filters only: one keyword (its phrase) and no title or blur. */
  singleKeyword?: boolean;
}

interface KeywordRow {
  key: string;
  id?: string;
  keyword: string;
  wholeWord: boolean;
}

const KEEP = 'keep';
const NEVER = 'never';

const knownAction = (action: string): FilterActionChoice => (FILTER_ACTIONS.find((known) => known === action) ?? 'warn');
const knownContexts = (context: readonly string[]): FilterContextChoice[] => FILTER_CONTEXTS.filter((known) => context.includes(known));

/** Create or edit a filter: title, keywords (each whole word or not), where it applies, when it expires and what it does. */
export function FilterForm({ filter, onSubmit, onCancel, singleKeyword = false }: FilterFormProps) {
  const t = useT();
  const formId = useId();
  const [title, setTitle] = useState(filter?.title ?? '');
  const [contexts, setContexts] = useState<FilterContextChoice[]>(filter ? knownContexts(filter.context) : ['home', 'notifications', 'public', 'thread']);
  const [action, setAction] = useState<FilterActionChoice>(knownAction(filter?.filter_action ?? 'warn'));
  const [expiry, setExpiry] = useState<string>(filter?.expires_at ? KEEP : NEVER);
  const [nextKey, setNextKey] = useState(1);
  const [rows, setRows] = useState<KeywordRow[]>(() =>
    filter && filter.keywords.length > 0
      ? filter.keywords.map((keyword) => ({ key: keyword.id, id: keyword.id, keyword: keyword.keyword, wholeWord: keyword.whole_word }))
      : [{ key: 'new-0', keyword: '', wholeWord: true }],
  );

  const removedIds = (filter?.keywords ?? []).map((keyword) => keyword.id).filter((id) => !rows.some((row) => row.id === id));
  const hasKeyword = rows.some((row) => row.keyword.trim() !== '');
  const canSave = (singleKeyword || title.trim() !== '') && contexts.length > 0 && hasKeyword;
  const actions = singleKeyword ? FILTER_ACTIONS.filter((choice) => choice !== 'blur') : FILTER_ACTIONS;

  const updateRow = (key: string, change: Partial<KeywordRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const addRow = () => {
    setRows((current) => [...current, { key: `new-${nextKey}`, keyword: '', wholeWord: true }]);
    setNextKey((key) => key + 1);
  };
  const toggleContext = (context: FilterContextChoice, on: boolean) =>
    setContexts((current) => FILTER_CONTEXTS.filter((known) => (known === context ? on : current.includes(known))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    onSubmit({
      title: singleKeyword ? (rows[0]?.keyword ?? '') : title,
      context: contexts,
      action,
      expiresIn: expiry === KEEP ? undefined : expiry === NEVER ? null : Number(expiry),
      keywords: [
        ...rows.map((row) => ({ ...(row.id ? { id: row.id } : {}), keyword: row.keyword, wholeWord: row.wholeWord })),
        ...removedIds.map((id) => ({ id, keyword: '', wholeWord: false, remove: true })),
      ],
    });
  };

  return (
    <form className="t-filter-form" onSubmit={submit} aria-label={filter ? t('filters.edit_title') : t('filters.new_title')}>
      {singleKeyword ? null : (
        <label className="t-filter-form__field">
          <span className="t-filter-form__label">{t('filters.title')}</span>
          <input className="t-filter-form__input" value={title} onChange={(event) => setTitle(event.target.value)} maxLength={256} required />
        </label>
      )}

      <fieldset className="t-filter-form__group">
        <legend className="t-filter-form__label">{t('filters.keywords')}</legend>
        {rows.map((row, index) => (
          <div key={row.key} className="t-filter-form__keyword">
            <input
              className="t-filter-form__input"
              value={row.keyword}
              onChange={(event) => updateRow(row.key, { keyword: event.target.value })}
              aria-label={t('filters.keyword_n', { n: index + 1 })}
              placeholder={t('filters.keyword_placeholder')}
            />
            <label className="t-filter-form__check">
              <input type="checkbox" checked={row.wholeWord} onChange={(event) => updateRow(row.key, { wholeWord: event.target.checked })} />
              <span>{t('filters.whole_word')}</span>
            </label>
            {singleKeyword ? null : (
              <button
                type="button"
                className="t-filter-form__remove"
                aria-label={t('filters.remove_keyword', { keyword: row.keyword || String(index + 1) })}
                disabled={rows.length === 1}
                onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
              >
                <CloseIcon size={16} />
              </button>
            )}
          </div>
        ))}
        {singleKeyword ? null : (
          <Button size="s" variant="plain" onPress={addRow} className="t-filter-form__add">
            <PlusIcon size={15} /> {t('filters.add_keyword')}
          </Button>
        )}
      </fieldset>

      <fieldset className="t-filter-form__group">
        <legend className="t-filter-form__label">{t('filters.contexts')}</legend>
        <div className="t-filter-form__checks">
          {FILTER_CONTEXTS.map((context) => (
            <label key={context} className="t-filter-form__check">
              <input type="checkbox" checked={contexts.includes(context)} onChange={(event) => toggleContext(context, event.target.checked)} />
              <span>{t(CONTEXT_LABEL[context])}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="t-filter-form__group">
        <legend className="t-filter-form__label">{t('filters.action')}</legend>
        {actions.map((choice) => (
          <label key={choice} className="t-filter-form__radio">
            <input type="radio" name={`${formId}-action`} value={choice} checked={action === choice} onChange={() => setAction(choice)} />
            <span>
              <span className="t-filter-form__radio-label">{t(ACTION_LABEL[choice])}</span>
              <span className="t-filter-form__hint">{t(ACTION_HINT[choice])}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <label className="t-filter-form__field">
        <span className="t-filter-form__label">{t('filters.expires')}</span>
        <select className="t-filter-form__input" value={expiry} onChange={(event) => setExpiry(event.target.value)}>
          {filter?.expires_at ? <option value={KEEP}>{t('filters.expiry.keep')}</option> : null}
          <option value={NEVER}>{t('filters.expiry.never')}</option>
          {FILTER_EXPIRIES.map((seconds) => (
            <option key={seconds} value={String(seconds)}>
              {t(EXPIRY_LABEL[seconds] ?? 'filters.expiry.never')}
            </option>
          ))}
        </select>
      </label>

      <div className="t-filter-form__buttons">
        <Button variant="plain" onPress={onCancel}>
          {t('filters.cancel')}
        </Button>
        <Button type="submit" variant="primary" isDisabled={!canSave}>
          {t('filters.save')}
        </Button>
      </div>
    </form>
  );
}
