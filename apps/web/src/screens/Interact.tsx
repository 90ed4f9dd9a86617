import { fetchStatus, selectStatus } from '@trumpet/core';
import { CloseIcon, IconButton, Modal, useT, type MessageId } from '@trumpet/ui';
import { useCallback, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { StatusContainer } from '../connected/StatusContainer';
import { useGoBack } from '../layout/ScreenColumn';
import { SignInForm } from '../session/SignInForm';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

const TITLES: Record<string, MessageId> = {
  reply: 'screens.interact.reply',
  favourite: 'screens.interact.favourite',
  reblog: 'screens.interact.reblog',
};

/**
 * The interaction popup (SPEC §1, §2): a signed-out visitor is asked to sign in to act on a post.
 * A modal above the whole app (tab bar and columns included); closing it goes back.
 */
export default function Interact() {
  const { statusId = '' } = useParams();
  const [search] = useSearchParams();
  const type = search.get('type') ?? 'reply';
  const dispatch = useAppDispatch();
  const t = useT();
  const goBack = useGoBack();
  const status = useAppSelector(useCallback((state) => selectStatus(state, statusId), [statusId]));
  useEffect(() => {
    dispatch(fetchStatus.request({ id: statusId }));
  }, [dispatch, statusId]);
  const title = t(TITLES[type] ?? 'screens.interact.reply');
  const documentTitle = t('layout.document_title', { title });
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle;
    return () => {
      document.title = previous;
    };
  }, [documentTitle]);
  return (
    <Modal isOpen onClose={goBack} label={title} className="w-interact-modal">
      <header className="w-interact__header">
        <h2 className="w-interact__title">{title}</h2>
        <IconButton icon={CloseIcon} label={t('common.close')} onPress={goBack} />
      </header>
      <div className="w-interact">
        <p className="w-interact__lead">{t('screens.interact.lead')}</p>
        {status ? <StatusContainer id={statusId} /> : null}
        <SignInForm />
      </div>
    </Modal>
  );
}
