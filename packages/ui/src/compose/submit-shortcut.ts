import type { KeyboardEvent } from 'react';

/** SPEC §5 "Ctrl or Cmd+Enter submits". */
export const isSubmitShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);
