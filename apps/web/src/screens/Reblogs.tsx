import { BoostIcon, useT } from '@trumpet/ui';
import { rebloggedByList } from '@trumpet/core';
import { useParams } from 'react-router';
import type { ScreenProps } from '../routing/screens';
import { SimpleAccountList } from './account/SimpleAccountList';

/** SPEC §2 /statuses/{id}/reblogs: who boosted. */
export default function Reblogs({ column }: ScreenProps) {
  const { statusId = '' } = useParams();
  const t = useT();
  return (
    <SimpleAccountList
      column={column}
      title={t('screens.reblogs.title')}
      icon={BoostIcon}
      listKey={rebloggedByList(statusId)}
      emptyMessage={t('screens.reblogs.empty')}
    />
  );
}
