import type { NavigateHandler } from '../common/AppLink';
import { ActionSheet } from '../common/ActionSheet';
import type { MenuEntry } from '../common/DropdownMenu';
import { StatusPreview, type PreviewStatus } from './StatusPreview';
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
  const header = status ? (
    <div className="t-actions-modal__status">
      <StatusPreview status={status} onNavigate={navigate} />
    </div>
  ) : null;
  return (
    <ActionSheet isOpen={isOpen} label={label} items={items} onAction={onAction} onClose={onClose} header={header} className="t-actions-modal" />
  );
}
