import { useId } from 'react';
import type { ListAccount } from '../account/AccountListItem';
import { Avatar } from '../common/Avatar';
import { IconButton } from '../common/Button';
import { DisplayName } from '../common/DisplayName';
import { Modal } from '../common/Modal';
import { useT } from '../i18n/locale-context';
import { CloseIcon, ListIcon, PlusIcon } from '../icons';
import './ListAdderModal.css';

/** A list in the adder, and whether the account is on it. */
export interface ListAdderList {
  id: string;
  title: string;
  added: boolean;
}

export interface ListAdderModalProps {
  /** The account being added to or removed from lists. */
  account: Pick<ListAccount, 'acct' | 'username' | 'display_name_html' | 'avatar'>;
  /** Every list of the user, in the order to show (by title). */
  lists: readonly ListAdderList[];
  /** The lists, or the account's lists, are still loading. */
  isLoading?: boolean;
  onAdd: (listId: string) => void;
  onRemove: (listId: string) => void;
  onClose: () => void;
  isOpen?: boolean;
}

/** SPEC §2 LIST_ADDER: the account, then every list with a button to add it to or remove it from that list. */
export function ListAdderModal({ account, lists, isLoading = false, onAdd, onRemove, onClose, isOpen = true }: ListAdderModalProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} onClose={onClose} label={t('modals.list_adder.label')} className="t-list-adder">
      <div className="t-list-adder__header">
        <Avatar src={account.avatar} size={48} />
        <span className="t-list-adder__account">
          <DisplayName account={account} layout="stacked" />
        </span>
        <IconButton icon={CloseIcon} label={t('common.close')} onPress={onClose} />
      </div>
      <div className="t-list-adder__body" aria-busy={isLoading || undefined}>
        {isLoading ? (
          <p className="t-list-adder__message" role="status">
            {t('common.loading')}
          </p>
        ) : lists.length === 0 ? (
          <p className="t-list-adder__message">{t('modals.list_adder.empty')}</p>
        ) : (
          <ul className="t-list-adder__lists">
            {lists.map((list) => (
              <ListRow key={list.id} list={list} onAdd={onAdd} onRemove={onRemove} />
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}

function ListRow({ list, onAdd, onRemove }: { list: ListAdderList; onAdd: (id: string) => void; onRemove: (id: string) => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <li className={list.added ? 't-list-adder__list is-added' : 't-list-adder__list'}>
      <div role="group" aria-labelledby={titleId} className="t-list-adder__row">
        <ListIcon size={18} className="t-list-adder__list-icon" />
        <span id={titleId} className="t-list-adder__title">
          {list.title}
        </span>
        {list.added ? (
          <IconButton icon={CloseIcon} label={t('modals.list.remove')} tone="danger" className="t-list-adder__toggle" onPress={() => onRemove(list.id)} />
        ) : (
          <IconButton icon={PlusIcon} label={t('modals.list.add')} className="t-list-adder__toggle" onPress={() => onAdd(list.id)} />
        )}
      </div>
    </li>
  );
}
