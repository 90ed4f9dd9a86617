import { fetchNotificationPolicy, selectNotificationPolicy, updateNotificationPolicy } from '@trumpet/core';
import { NotificationPolicySettings } from '@trumpet/ui';
import { useEffect } from 'react';
import { useDeferredFeatures } from '../../store/deferred-features';
import { useAppDispatch, useAppSelector } from '../../store/StoreProvider';

/** The notification policy in the notifications column's settings; nothing where the server has none. */
export default function NotificationPolicyContainer() {
  return useDeferredFeatures() ? <Policy /> : null;
}

function Policy() {
  const dispatch = useAppDispatch();
  const policy = useAppSelector(selectNotificationPolicy);
  useEffect(() => {
    dispatch(fetchNotificationPolicy.request());
  }, [dispatch]);
  if (!policy) return null;
  return <NotificationPolicySettings policy={policy} onChange={(key, value) => dispatch(updateNotificationPolicy.request({ changes: { [key]: value } }))} />;
}
