import { useId, useState, type ReactNode } from 'react';
import { IconButton } from '../common/Button';
import { BackIcon, ChevronLeftIcon, ChevronRightIcon, PinIcon, PlusIcon, SlidersIcon, type IconComponent } from '../icons';
import { scrollColumnToTop } from './Column';
import './ColumnHeader.css';
import { useT } from '../i18n/locale-context';

export interface ColumnHeaderProps {
  title: string;
  icon?: IconComponent;
  /** Shows a Back button; the app goes to / when history length is 1, else back (SPEC §2). */
  onBack?: () => void;
  /** Title click: the column scrolls to the top, then this is called. */
  onTitleClick?: () => void;
  /** A dot on the title for unread entries. */
  hasUnread?: boolean;
  /** Multi-column mode shows pin, unpin and move controls. */
  multiColumn?: boolean;
  pinned?: boolean;
  onPin?: () => void;
  onUnpin?: () => void;
  /** -1 moves the column left, 1 right; a side without room is left out by passing false below. */
  onMove?: (direction: -1 | 1) => void;
  canMoveLeft?: boolean;
  canMoveRight?: boolean;
  /** Buttons beside the settings toggle. */
  extraButtons?: ReactNode;
  /** The settings panel's content. */
  children?: ReactNode;
  /** Start with the settings open. */
  defaultExpanded?: boolean;
}

/** The column header of SPEC §2: back, title, and a collapsible settings panel with pin and move in multi-column mode. */
export function ColumnHeader({
  title,
  icon: Icon,
  onBack,
  onTitleClick,
  hasUnread = false,
  multiColumn = false,
  pinned = false,
  onPin,
  onUnpin,
  onMove,
  canMoveLeft = true,
  canMoveRight = true,
  extraButtons,
  children,
  defaultExpanded = false,
}: ColumnHeaderProps) {
  const t = useT();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const panelId = useId();
  const showPinControls = multiColumn && (pinned ? onUnpin !== undefined || onMove !== undefined : onPin !== undefined);
  const hasPanel = children !== undefined || showPinControls;

  return (
    <header className={expanded ? 't-column-header is-expanded' : 't-column-header'}>
      <div className="t-column-header__bar">
        {onBack ? (
          <button type="button" className="t-column-header__back" onClick={onBack}>
            <BackIcon size={18} />
            <span>{t('column.back')}</span>
          </button>
        ) : null}
        <h2 className="t-column-header__heading">
          <button
            type="button"
            className="t-column-header__title"
            onClick={(event) => {
              scrollColumnToTop(event.currentTarget);
              onTitleClick?.();
            }}
          >
            {Icon ? <Icon size={20} className="t-column-header__icon" /> : null}
            <span className="t-column-header__text">{title}</span>
            {hasUnread ? <span className="t-column-header__unread" aria-label={t('column.unread')} role="img" /> : null}
          </button>
        </h2>
        <div className="t-column-header__buttons">
          {extraButtons}
          {hasPanel ? (
            <IconButton
              icon={SlidersIcon}
              label={expanded ? t('column.hide_settings') : t('column.show_settings')}
              active={expanded ? true : undefined}
              onPress={() => setExpanded((value) => !value)}
              triggerProps={{ 'aria-expanded': expanded, 'aria-controls': panelId }}
            />
          ) : null}
        </div>
      </div>
      {hasPanel ? (
        <div id={panelId} className="t-column-header__panel" hidden={!expanded}>
          {expanded ? (
            <>
              {children !== undefined ? <div className="t-column-header__settings">{children}</div> : null}
              {showPinControls ? (
                <div className="t-column-header__pin">
                  {pinned ? (
                    <>
                      {onUnpin ? (
                        <button type="button" className="t-column-header__pin-button" onClick={onUnpin}>
                          <PinIcon size={16} />
                          {t('column.unpin')}
                        </button>
                      ) : null}
                      {onMove ? (
                        <span className="t-column-header__move">
                          <IconButton
                            icon={ChevronLeftIcon}
                            label={t('column.move_left')}
                            isDisabled={!canMoveLeft}
                            onPress={() => onMove(-1)}
                          />
                          <IconButton
                            icon={ChevronRightIcon}
                            label={t('column.move_right')}
                            isDisabled={!canMoveRight}
                            onPress={() => onMove(1)}
                          />
                        </span>
                      ) : null}
                    </>
                  ) : (
                    <button type="button" className="t-column-header__pin-button" onClick={onPin}>
                      <PlusIcon size={16} />
                      {t('column.pin')}
                    </button>
                  )}
                </div>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
