import { FavouriteIcon } from '@trumpet/ui';
import { favouritedByList } from '@trumpet/core';
import { useParams } from 'react-router';
import type { ScreenProps } from '../routing/screens';
import { SimpleAccountList } from './account/SimpleAccountList';

/** SPEC §2 /statuses/{id}/favourites: who favourited. */
export default function Favourites({ column }: ScreenProps) {
  const { statusId = '' } = useParams();
  return (
    <SimpleAccountList
      column={column}
      title="Favourited by"
      icon={FavouriteIcon}
      listKey={favouritedByList(statusId)}
      emptyMessage="No one has favourited this toot yet. When someone does, they will show up here."
    />
  );
}
