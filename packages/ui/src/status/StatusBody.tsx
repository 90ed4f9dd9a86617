import type { DisplayMedia, PollRecord } from '@trumpet/core';
import { useCallback, useContext, useState } from 'react';
import { escapeHtml } from '@trumpet/core/text';
import type { NavigateHandler } from '../common/AppLink';
import { Card } from './Card';
import type { PlaybackState } from '../media/VideoPlayer';
import { Poll } from './Poll';
import { StatusContent } from './StatusContent';
import type { ShownStatus } from './status-menu';
import { StatusMedia } from './StatusMedia';
import { StatusReactions } from './StatusReactions';
import { StatusTranslationSlot, type TranslatedContent } from './status-translation';

export interface StatusBodyProps {
  shown: ShownStatus;
  me: string | null;
  poll?: PollRecord | null;
  displayMedia: DisplayMedia;
  autoPlayGif: boolean;
  /** The thread view's focused status: a detailed card, never collapsed. */
  detailed?: boolean;
  collapsible?: boolean;
  onNavigate?: NavigateHandler;
  onToggleHidden?: (statusId: string, hidden: boolean) => void;
  onOpenMedia?: (statusId: string, index: number, playback?: PlaybackState) => void;
  onOpenCardPhoto?: (statusId: string) => void;
  onVote?: (pollId: string, choices: number[]) => void;
  onRefreshPoll?: (pollId: string) => void;
}

/** What a status says, in a feed or in detail: content (with its warning and poll), then media or a card. */
export function StatusBody({
  shown,
  me,
  poll,
  displayMedia,
  autoPlayGif,
  detailed = false,
  collapsible = true,
  onNavigate,
  onToggleHidden,
  onOpenMedia,
  onOpenCardPhoto,
  onVote,
  onRefreshPoll,
}: StatusBodyProps) {
  // The content warning: the store's when the app controls it, local state otherwise.
  const [localHidden, setLocalHidden] = useState(shown.hidden);
  const hidden = onToggleHidden ? shown.hidden : localHidden;
  const toggleHidden = useCallback(() => {
    if (onToggleHidden) onToggleHidden(shown.id, !shown.hidden);
    else setLocalHidden((value) => !value);
  }, [onToggleHidden, shown.id, shown.hidden]);
  const openMedia = useCallback(
    (index: number, playback?: PlaybackState) => (playback ? onOpenMedia?.(shown.id, index, playback) : onOpenMedia?.(shown.id, index)),
    [onOpenMedia, shown.id],
  );
  const pollId = poll?.id;
  const vote = useCallback((choices: number[]) => pollId && onVote?.(pollId, choices), [onVote, pollId]);
  const refreshPoll = useCallback(() => pollId && onRefreshPoll?.(pollId), [onRefreshPoll, pollId]);
  const media = shown.media_attachments;
  // As in Mastodon, a card shows only without media and without a content warning.
  const hasWarning = shown.spoiler_text.trim() !== '';
  const Translation = useContext(StatusTranslationSlot);
  const content = (translated: TranslatedContent | null) => (
    <StatusContent
      status={translated ? { ...shown, contentHtml: translated.contentHtml, spoilerHtml: translated.spoilerText ? escapeHtml(translated.spoilerText) : shown.spoilerHtml } : shown}
      hidden={hidden}
      onToggleHidden={toggleHidden}
      collapsible={collapsible && !detailed}
      onNavigate={onNavigate}
    >
      {poll ? (
        <Poll
          poll={poll}
          isOwn={me !== null && shown.account?.id === me}
          isAnonymous={me === null}
          onVote={onVote ? vote : undefined}
          onRefresh={onRefreshPoll ? refreshPoll : undefined}
        />
      ) : null}
    </StatusContent>
  );
  return (
    <>
      {Translation ? <Translation status={shown}>{content}</Translation> : content(null)}
      <StatusReactions reactions={shown.reactions} />
      {media.length > 0 ? (
        <StatusMedia
          key={shown.id}
          media={media}
          sensitive={shown.sensitive}
          displayMedia={displayMedia}
          autoPlayGif={autoPlayGif}
          onOpenMedia={onOpenMedia ? openMedia : undefined}
        />
      ) : shown.card && !hasWarning ? (
        <Card card={shown.card} detailed={detailed} onZoom={onOpenCardPhoto ? () => onOpenCardPhoto(shown.id) : undefined} />
      ) : null}
    </>
  );
}
