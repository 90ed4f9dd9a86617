import { addColumn, columnMoved, columnRemoved, selectColumns, type Column as ColumnSetting, type SettingObject } from '@trumpet/core';
import { Column, ColumnHeader, useT, type IconComponent } from '@trumpet/ui';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../session/SessionContext';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';
import { sameColumn, stepsToMove } from './columns';
import { useLayout } from './LayoutContext';

/** The start screens (home, notifications): no Back button. Other routed columns, local, federated and direct included, have one. */
const TOP_LEVEL: readonly string[] = ['HOME', 'NOTIFICATIONS'];

export interface Pinnable {
  id: string;
  params: SettingObject;
}

export interface ScreenColumnProps {
  title: string;
  icon?: IconComponent;
  /** The pinned column this is, in the multi-column layout. */
  column?: ColumnSetting;
  /** A routed screen that can be pinned as a column (timelines, notifications). */
  pinnable?: Pinnable;
  /** The settings panel's content. */
  settings?: ReactNode;
  extraButtons?: ReactNode;
  hasUnread?: boolean;
  onTitleClick?: () => void;
  /** Routed screens show Back; pinned columns do not. */
  showBack?: boolean;
  className?: string;
  children: ReactNode;
}

/** SPEC §2 column header 'back': to / when the history has one entry, else back. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    if (window.history.length <= 1) void navigate('/');
    else void navigate(-1);
  };
}

/** A screen as a column: the header (back, title, pin, unpin, move, settings) above its body. */
export function ScreenColumn({
  title,
  icon,
  column,
  pinnable,
  settings,
  extraButtons,
  hasUnread,
  onTitleClick,
  showBack = column === undefined && !(pinnable && TOP_LEVEL.includes(pinnable.id)),
  className,
  children,
}: ScreenColumnProps) {
  const { multiColumn } = useLayout();
  const dispatch = useAppDispatch();
  const columns = useAppSelector(selectColumns);
  const goBack = useGoBack();
  const t = useT();
  const documentTitle = t('layout.document_title', { title });
  // The routed screen names the browser tab (pinned columns leave it to the route).
  useEffect(() => {
    if (column) return undefined;
    const previous = document.title;
    document.title = documentTitle;
    return () => {
      document.title = previous;
    };
  }, [column, documentTitle]);
  const move = (direction: -1 | 1) => {
    if (!column) return;
    const steps = stepsToMove(columns, column.uuid, direction) ?? 0;
    for (let step = 0; step < steps; step += 1) dispatch(columnMoved({ uuid: column.uuid, direction }));
  };
  return (
    <Column
      label={title}
      className={className}
      header={
        <ColumnHeader
          title={title}
          icon={icon}
          onBack={showBack ? goBack : undefined}
          onTitleClick={onTitleClick}
          hasUnread={hasUnread}
          multiColumn={multiColumn}
          pinned={column !== undefined}
          onPin={pinnable && !column ? () => dispatch(addColumn({ id: pinnable.id, params: pinnable.params })) : undefined}
          onUnpin={column ? () => dispatch(columnRemoved({ uuid: column.uuid })) : undefined}
          onMove={column ? move : undefined}
          canMoveLeft={column ? stepsToMove(columns, column.uuid, -1) !== null : false}
          canMoveRight={column ? stepsToMove(columns, column.uuid, 1) !== null : false}
          extraButtons={extraButtons}
        >
          {settings}
        </ColumnHeader>
      }
    >
      {children}
    </Column>
  );
}

/**
 * The pinned column a routed screen duplicates in the multi-column layout, if any: then the route
 * shows nothing of its own and the pinned column is brought into view instead.
 */
export function usePinnedDuplicate(pinnable: Pinnable | null, column: ColumnSetting | undefined): ColumnSetting | null {
  const { multiColumn } = useLayout();
  const { signedIn } = useSession();
  const columns = useAppSelector(selectColumns);
  // Pinned columns show only signed in, in the multi-column layout.
  const duplicate = signedIn && multiColumn && !column && pinnable ? (columns.find((entry) => sameColumn(entry, pinnable.id, pinnable.params)) ?? null) : null;
  const uuid = duplicate?.uuid ?? null;
  useEffect(() => {
    if (!uuid) return;
    document.querySelector(`[data-column="${uuid}"]`)?.scrollIntoView({ behavior: 'smooth', inline: 'nearest', block: 'nearest' });
  }, [uuid]);
  return duplicate;
}
