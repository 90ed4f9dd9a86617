import { BoostIcon } from '@trumpet/ui';
import { rebloggedByList } from '@trumpet/core';
import { useParams } from 'react-router';
import type { ScreenProps } from '../routing/screens';
import { SimpleAccountList } from './account/SimpleAccountList';

/** SPEC §2 /statuses/{id}/reblogs: who boosted. */
export default function Reblogs({ column }: ScreenProps) {
  const { statusId = '' } = useParams();
  return (
    <SimpleAccountList
      column={column}
      title="Boosted by"
      icon={BoostIcon}
      listKey={rebloggedByList(statusId)}
      emptyMessage="No one has boosted this toot yet. When someone does, they will show up here."
    />
  );
}
