import { FavouriteIcon, useT } from '@trumpet/ui';
import { favouritedByList } from '@trumpet/core';
import { useParams } from 'react-router';
import type { ScreenProps } from '../routing/screens';
import { SimpleAccountList } from './account/SimpleAccountList';

/** SPEC §2 /statuses/{id}/favourites: who favourited. */
export default function Favourites({ column }: ScreenProps) {
  const { statusId = '' } = useParams();
  const t = useT();
  return (
    <SimpleAccountList
      column={column}
      title={t('screens.favourites.title')}
      icon={FavouriteIcon}
      listKey={favouritedByList(statusId)}
      emptyMessage={t('screens.favourites.empty')}
    />
  );
}
