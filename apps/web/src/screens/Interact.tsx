import { fetchStatus, selectStatus } from '@trumpet/core';
import { useT, type MessageId } from '@trumpet/ui';
import { useCallback, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { StatusContainer } from '../connected/StatusContainer';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { SignInForm } from '../session/SignInForm';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

const TITLES: Record<string, MessageId> = {
  reply: 'screens.interact.reply',
  favourite: 'screens.interact.favourite',
  reblog: 'screens.interact.reblog',
};

/** The interaction popup (SPEC §1, §2): a signed-out visitor is asked to sign in to act on a post. */
export default function Interact({ column }: ScreenProps) {
  const { statusId = '' } = useParams();
  const [search] = useSearchParams();
  const type = search.get('type') ?? 'reply';
  const dispatch = useAppDispatch();
  const t = useT();
  const status = useAppSelector(useCallback((state) => selectStatus(state, statusId), [statusId]));
  useEffect(() => {
    dispatch(fetchStatus.request({ id: statusId }));
  }, [dispatch, statusId]);
  const title = t(TITLES[type] ?? 'screens.interact.reply');
  return (
    <ScreenColumn title={title} column={column} showBack={false}>
      <div className="w-interact">
        <p className="w-interact__lead">{t('screens.interact.lead')}</p>
        {status ? <StatusContainer id={statusId} /> : null}
        <SignInForm />
      </div>
    </ScreenColumn>
  );
}
