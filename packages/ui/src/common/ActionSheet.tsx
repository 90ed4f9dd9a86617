import type { ReactNode } from 'react';
import { useT } from '../i18n/locale-context';
import { Button } from './Button';
import type { MenuEntry } from './DropdownMenu';
import { Modal } from './Modal';
import './DropdownMenu.css';

export interface ActionSheetProps {
  label: string;
  items: readonly MenuEntry[];
  onClose: () => void;
  /** Runs with the chosen item's id after the sheet closes. */
  onAction: (id: string) => void;
  /** Shown above the items (the actions modal's status preview). */
  header?: ReactNode;
  className?: string;
  isOpen?: boolean;
}

/** A menu as a bottom sheet of large buttons for touch screens (SPEC §2 ACTIONS modal). */
export function ActionSheet({ label, items, onClose, onAction, header, className, isOpen = true }: ActionSheetProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} label={label} onClose={onClose} className={className ? `t-action-sheet ${className}` : 't-action-sheet'}>
      {header}
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
          {t('common.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
