import { listTimeline } from '@trumpet/core';
import { ListIcon } from '@trumpet/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { TimelineFeed } from '../connected/TimelineFeed';
import { useTimeline } from '../connected/useTimeline';
import { ScreenColumn, usePinnedDuplicate } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { useSession } from '../session/SessionContext';

export default function ListTimeline({ column }: ScreenProps) {
  const params = useParams();
  const id = column ? String(column.params.id ?? '') : (params.listId ?? '');
  const duplicate = usePinnedDuplicate({ id: 'LIST', params: { id } }, column);
  return duplicate ? null : <ListColumn key={id} id={id} column={column} />;
}

function ListColumn({ id, column }: ScreenProps & { id: string }) {
  const { api } = useSession();
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.lists.fetch(id).then(
      (list) => live && setTitle(list.title),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, id]);
  const feed = useTimeline(listTimeline(id), { stream: { stream: 'list', list: id } });
  const name = title ?? 'List';
  return (
    <ScreenColumn title={name} icon={ListIcon} column={column} pinnable={{ id: 'LIST', params: { id } }} hasUnread={feed.state.unread > 0}>
      <TimelineFeed
        feed={feed}
        label={name}
        emptyMessage="There is nothing in this list yet. When members of this list post new statuses, they will appear here."
      />
    </ScreenColumn>
  );
}
