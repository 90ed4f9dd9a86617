import { announcementsToggled, selectAnnouncements, selectAnnouncementsShown, selectHasUnreadAnnouncements } from '@trumpet/core';
import { IconButton, lazyModule, MegaphoneIcon, useLazyModule, useT } from '@trumpet/ui';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';
import './announcements.css';

// The panel's code loads once the list says there is something to show.
const panelCode = lazyModule('announcements', () => import('./AnnouncementsContainer'));

/** The server's announcements atop home, while the panel is open. */
export function HomeAnnouncements() {
  return useAppSelector(selectAnnouncementsShown) ? <LoadedPanel /> : null;
}

function LoadedPanel() {
  const loaded = useLazyModule(panelCode);
  return loaded ? <loaded.AnnouncementsContainer /> : null;
}

/** The home header's button that shows or hides the panel, with a dot while one is unread; absent when there are none. */
export function AnnouncementsToggle() {
  const t = useT();
  const dispatch = useAppDispatch();
  const any = useAppSelector((state) => selectAnnouncements(state).length > 0);
  const shown = useAppSelector(selectAnnouncementsShown);
  const unread = useAppSelector(selectHasUnreadAnnouncements);
  if (!any) return null;
  return (
    <IconButton
      icon={MegaphoneIcon}
      label={shown ? t('announcements.hide') : t('announcements.show')}
      active={shown}
      className={unread ? 'w-announcements-toggle has-unread' : 'w-announcements-toggle'}
      onPress={() => dispatch(announcementsToggled())}
    />
  );
}
