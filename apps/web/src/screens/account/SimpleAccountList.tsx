import type { UserListKey } from '@trumpet/core';
import type { IconComponent } from '@trumpet/ui';
import type { ReactNode } from 'react';
import { AccountRow } from '../../connected/AccountRow';
import { useUserList } from '../../connected/useUserList';
import { ScreenColumn } from '../../layout/ScreenColumn';
import type { ScreenProps } from '../../routing/screens';
import { AccountListFeed } from './AccountColumn';

export interface SimpleAccountListProps extends ScreenProps {
  title: string;
  icon?: IconComponent;
  listKey: UserListKey;
  emptyMessage: ReactNode;
  renderItem?: (id: string) => ReactNode;
}

/** A column listing accounts page by page (mutes, blocks, who boosted, follow requests…). */
export function SimpleAccountList({ column, title, icon, listKey, emptyMessage, renderItem }: SimpleAccountListProps) {
  const list = useUserList(listKey);
  const render = renderItem ?? ((id: string) => <AccountRow id={id} />);
  return (
    <ScreenColumn title={title} icon={icon} column={column}>
      <AccountListFeed {...list} label={title} memoryKey={listKey} emptyMessage={emptyMessage} renderItem={render} />
    </ScreenColumn>
  );
}
