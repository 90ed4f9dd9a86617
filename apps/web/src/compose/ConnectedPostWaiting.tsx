import { selectPostWaiting } from '@trumpet/core';
import { PostWaitingNotice } from '@trumpet/ui';
import { useAppSelector } from '../store/StoreProvider';

/** Under the composer while a post waits for the network to be sent again. */
export function ConnectedPostWaiting() {
  return useAppSelector(selectPostWaiting) ? <PostWaitingNotice /> : null;
}
