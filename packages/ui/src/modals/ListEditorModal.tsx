import { useId, type FormEvent, type KeyboardEvent } from 'react';
import type { ListAccount } from '../account/AccountListItem';
import { Avatar } from '../common/Avatar';
import { Button, IconButton } from '../common/Button';
import { DisplayName } from '../common/DisplayName';
import { Modal } from '../common/Modal';
import { useT } from '../i18n/locale-context';
import { CloseIcon, PlusIcon, SearchIcon } from '../icons';
import './ListEditorModal.css';

export type ListEditorAccount = Pick<ListAccount, 'id' | 'acct' | 'username' | 'display_name_html' | 'avatar'>;

export interface ListEditorModalProps {
  title: string;
  /** The title was edited: the save button shows. */
  isChanged: boolean;
  /** The title is being saved: the save button is disabled. */
  isSubmitting: boolean;
  /** The accounts on the list, in the order to show. */
  accounts: readonly ListEditorAccount[];
  /** The followed accounts the search found. */
  suggestions: readonly ListEditorAccount[];
  searchValue: string;
  /** The list's accounts are still loading. */
  isLoading?: boolean;
  onTitleChange: (title: string) => void;
  onSubmitTitle: () => void;
  onSearchChange: (value: string) => void;
  onSearchClear: () => void;
  onAdd: (accountId: string) => void;
  onRemove: (accountId: string) => void;
  onClose: () => void;
  isOpen?: boolean;
}

/**
 * SPEC §2 LIST_EDITOR (Mastodon's list editor): the title with its save button, the list's accounts
 * each with a remove button, and a search among followed accounts to add more. While the search
 * field holds text its results show instead of the list; Escape there clears it, elsewhere closes.
 */
export function ListEditorModal({
  title,
  isChanged,
  isSubmitting,
  accounts,
  suggestions,
  searchValue,
  isLoading = false,
  onTitleChange,
  onSubmitTitle,
  onSearchChange,
  onSearchClear,
  onAdd,
  onRemove,
  onClose,
  isOpen = true,
}: ListEditorModalProps) {
  const t = useT();
  const searchId = useId();
  const canSave = isChanged && !isSubmitting && title.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) onSubmitTitle();
  };
  const searchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || searchValue === '') return;
    event.preventDefault();
    event.stopPropagation();
    onSearchClear();
  };
  const searching = searchValue.trim() !== '';
  const members = new Set(accounts.map((account) => account.id));

  return (
    <Modal isOpen={isOpen} onClose={onClose} label={t('modals.list_editor.label')} className="t-list-editor">
      <form className="t-list-editor__title-form" onSubmit={submit}>
        <input
          className="t-list-editor__input t-list-editor__title"
          value={title}
          onChange={(event) => onTitleChange(event.target.value)}
          placeholder={t('modals.list_editor.title')}
          aria-label={t('modals.list_editor.title')}
        />
        {isChanged || isSubmitting ? (
          <Button type="submit" variant="primary" size="s" isDisabled={!canSave}>
            {isSubmitting ? t('modals.list_editor.saving') : t('modals.list_editor.save')}
          </Button>
        ) : null}
        <IconButton icon={CloseIcon} label={t('common.close')} onPress={onClose} />
      </form>

      <div className="t-list-editor__search" role="search">
        <label htmlFor={searchId} className="t-visually-hidden">
          {t('modals.list_editor.search')}
        </label>
        <SearchIcon size={18} className="t-list-editor__search-icon" />
        <input
          id={searchId}
          type="search"
          className="t-list-editor__input t-list-editor__search-input"
          value={searchValue}
          onChange={(event) => onSearchChange(event.target.value)}
          onKeyDown={searchKeyDown}
          placeholder={t('modals.list_editor.search')}
          autoComplete="off"
          spellCheck={false}
        />
        {searchValue !== '' ? (
          <IconButton icon={CloseIcon} label={t('modals.list_editor.clear_search')} iconSize={16} className="t-list-editor__search-clear" onPress={onSearchClear} />
        ) : null}
      </div>

      <div className="t-list-editor__body" aria-busy={isLoading || undefined}>
        {searching ? (
          <ul className="t-list-editor__accounts" aria-label={t('modals.list_editor.people')}>
            {suggestions.map((account) => (
              <AccountRow key={account.id} account={account} added={members.has(account.id)} onAdd={onAdd} onRemove={onRemove} />
            ))}
          </ul>
        ) : isLoading ? (
          <p className="t-list-editor__message" role="status">
            {t('common.loading')}
          </p>
        ) : accounts.length === 0 ? (
          <p className="t-list-editor__message">{t('modals.list_editor.empty')}</p>
        ) : (
          <ul className="t-list-editor__accounts" aria-label={t('modals.list_editor.members')}>
            {accounts.map((account) => (
              <AccountRow key={account.id} account={account} added onAdd={onAdd} onRemove={onRemove} />
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}

interface AccountRowProps {
  account: ListEditorAccount;
  added: boolean;
  onAdd: (accountId: string) => void;
  onRemove: (accountId: string) => void;
}

function AccountRow({ account, added, onAdd, onRemove }: AccountRowProps) {
  const t = useT();
  const nameId = useId();
  return (
    <li className="t-list-editor__account">
      <div role="group" aria-labelledby={nameId} className="t-list-editor__row">
        <Avatar src={account.avatar} size={40} />
        <span id={nameId} className="t-list-editor__name">
          <DisplayName account={account} layout="stacked" />
        </span>
        {added ? (
          <IconButton icon={CloseIcon} label={t('modals.list.remove')} tone="danger" className="t-list-editor__toggle" onPress={() => onRemove(account.id)} />
        ) : (
          <IconButton icon={PlusIcon} label={t('modals.list.add')} className="t-list-editor__toggle" onPress={() => onAdd(account.id)} />
        )}
      </div>
    </li>
  );
}
