import {
  composePollExpiryChanged,
  composePollMultipleToggled,
  composePollOptionAdded,
  composePollOptionChanged,
  composePollOptionRemoved,
} from '@trumpet/core';
import type { PollEdit } from '@trumpet/ui/compose';
import type { AppAction } from '../store/StoreProvider';

/** The core event for an edit the poll form reports. */
export function pollEditAction(edit: PollEdit): AppAction {
  switch (edit.kind) {
    case 'option':
      return composePollOptionChanged({ index: edit.index, title: edit.title });
    case 'add':
      return composePollOptionAdded({ title: '' });
    case 'remove':
      return composePollOptionRemoved({ index: edit.index });
    case 'expiry':
      return composePollExpiryChanged({ expiresIn: edit.expiresIn });
    case 'multiple':
      return composePollMultipleToggled();
  }
}
