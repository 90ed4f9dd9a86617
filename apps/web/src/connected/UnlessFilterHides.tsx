import { selectStatusFilter } from '@trumpet/core';
import type { FilterContext } from '@trumpet/core/text';
import { useCallback, type ReactNode } from 'react';
import { useAppSelector } from '../store/StoreProvider';

export interface UnlessFilterHidesProps {
  /** The status the item is about; null for one without a status. */
  statusId: string | null;
  context: FilterContext;
  children: ReactNode;
}

/** An item about a status (a notification) is gone with its status when a filter hides it there. */
export function UnlessFilterHides({ statusId, context, children }: UnlessFilterHidesProps) {
  const hidden = useAppSelector(useCallback((state) => statusId !== null && selectStatusFilter(state, statusId, context).action === 'hide', [statusId, context]));
  return hidden ? null : children;
}
