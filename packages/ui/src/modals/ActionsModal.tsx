import type { NavigateHandler } from '../common/AppLink';
import { Button } from '../common/Button';
import type { MenuEntry } from '../common/DropdownMenu';
import { Modal } from '../common/Modal';
import { StatusPreview, type PreviewStatus } from './StatusPreview';
import '../common/DropdownMenu.css';
import './ActionsModal.css';

export interface ActionsModalProps {
  /** The menu's name, e.g. 'More'. */
  label: string;
  /** The dropdown's entries (null for a separator). */
  items: readonly MenuEntry[];
  /** Runs with the chosen item's id after the modal closes. */
  onAction: (id: string) => void;
  onClose: () => void;
  /** A status shown above the actions, as Mastodon's actions modal does for a status menu. */
  status?: PreviewStatus | null;
  onNavigate?: NavigateHandler;
  isOpen?: boolean;
}

/** SPEC §2 "On touch devices it [a dropdown menu] opens as an ACTIONS modal": the items as big buttons. */
export function ActionsModal({ label, items, onAction, onClose, status, onNavigate, isOpen = true }: ActionsModalProps) {
  const navigate = onNavigate
    ? (path: string) => {
        onClose();
        onNavigate(path);
      }
    : undefined;
  return (
    <Modal isOpen={isOpen} onClose={onClose} label={label} className="t-action-sheet t-actions-modal">
      {status ? (
        <div className="t-actions-modal__status">
          <StatusPreview status={status} onNavigate={navigate} />
        </div>
      ) : null}
      <ul className="t-action-sheet__list">
        {items.map((item, position) => {
          if (!item) return <li key={`separator-${position}`} role="separator" className="t-menu__separator" />;
          const Icon = item.icon;
          return (
            <li key={item.id}>
              <button
                type="button"
                className={item.danger ? 't-action-sheet__item t-menu__item--danger' : 't-action-sheet__item'}
                onClick={() => {
                  onClose();
                  onAction(item.id);
                }}
              >
                {Icon ? <Icon size={20} /> : null}
                {item.label}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="t-action-sheet__cancel">
        <Button block onPress={onClose}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
