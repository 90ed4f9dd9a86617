import { addAnnouncementReaction, dismissAnnouncement, fetchCustomEmojis, removeAnnouncementReaction, selectAnnouncements, selectCustomEmojis, selectCustomEmojisLoaded } from '@trumpet/core';
import { AnnouncementsPanel } from '@trumpet/ui/announcements';
import { useT } from '@trumpet/ui';
import { EmojiPickerDropdown, type PickedEmoji } from '@trumpet/ui/emoji';
import { useCallback, useEffect } from 'react';
import { usePickerProps } from '../compose/usePickerProps';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

/** The announcements panel on core's announcements: dismiss, and reactions toggled or added with the emoji picker. */
export function AnnouncementsContainer() {
  const dispatch = useAppDispatch();
  const announcements = useAppSelector(selectAnnouncements);
  return (
    <AnnouncementsPanel
      announcements={announcements}
      onDismiss={(id) => dispatch(dismissAnnouncement.request({ id }))}
      onReact={(id, name, add) => dispatch((add ? addAnnouncementReaction : removeAnnouncementReaction).request({ id, name }))}
      addReaction={(id) => <ReactionPicker announcementId={id} />}
    />
  );
}

/** The add-reaction button: the composer's emoji picker, a pick reacting with it (a custom emoji by its shortcode). */
function ReactionPicker({ announcementId }: { announcementId: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const custom = useAppSelector(selectCustomEmojis);
  const customLoaded = useAppSelector(selectCustomEmojisLoaded);
  const reactions = useAppSelector((state) => selectAnnouncements(state).find((announcement) => announcement.id === announcementId)?.reactions);
  useEffect(() => {
    if (!customLoaded) dispatch(fetchCustomEmojis.request());
  }, [customLoaded, dispatch]);
  const react = useCallback(
    (emoji: PickedEmoji) => {
      const name = emoji.custom || !emoji.native ? emoji.shortcode : emoji.native;
      // Picking one already given is a no-op, as the server would refuse it twice.
      if (reactions?.some((reaction) => reaction.name === name && reaction.me)) return;
      const url = custom.find((candidate) => candidate.shortcode === name)?.url ?? null;
      dispatch(addAnnouncementReaction.request({ id: announcementId, name, url }));
    },
    [announcementId, custom, dispatch, reactions],
  );
  return <EmojiPickerDropdown {...usePickerProps(react)} label={t('announcements.add_reaction')} />;
}
