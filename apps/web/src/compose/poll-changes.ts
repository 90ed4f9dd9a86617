import {
  composePollExpiryChanged,
  composePollMultipleToggled,
  composePollOptionAdded,
  composePollOptionChanged,
  composePollOptionRemoved,
  type ComposePoll,
} from '@trumpet/core';
import type { AppAction } from '../store/StoreProvider';

/**
 * The poll form reports the whole poll after each edit; core takes one event per change. At most
 * one option is added or removed per edit (the form's buttons), so a removal is found by position.
 */
export function pollChangeActions(previous: ComposePoll, next: ComposePoll): AppAction[] {
  const actions: AppAction[] = [];
  let options: readonly string[] = previous.options;
  if (next.options.length < options.length) {
    const removed = options.findIndex((option, index) => option !== next.options[index]);
    const index = removed === -1 ? options.length - 1 : removed;
    actions.push(composePollOptionRemoved({ index }));
    options = options.filter((_, position) => position !== index);
  }
  next.options.forEach((title, index) => {
    if (index >= options.length) actions.push(composePollOptionAdded({ title }));
    else if (options[index] !== title) actions.push(composePollOptionChanged({ index, title }));
  });
  if (next.expiresIn !== previous.expiresIn) actions.push(composePollExpiryChanged({ expiresIn: next.expiresIn }));
  if (next.multiple !== previous.multiple) actions.push(composePollMultipleToggled());
  return actions;
}
