import {
  cancelReplyCompose,
  changeUploadCompose,
  composeChanged,
  composeEditCancelled,
  composeMounted,
  composePollAdded,
  composePollRemoved,
  composePrivacyChanged,
  composeSensitiveToggled,
  composeSpoilerTextChanged,
  composeSpoilerToggled,
  composeSuggestionsCleared,
  composeSuggestionSelected,
  composeSuggestionsRequested,
  composeUnmounted,
  composeUploadRemoved,
  selectCompose,
  selectComposeCanSubmit,
  selectComposeCharsLeft,
  selectComposeSuggestions,
  selectComposeWarnings,
  selectPollDisabled,
  selectStatus,
  selectUploadDisabled,
  submitCompose,
  uploadCompose,
} from '@trumpet/core';
import { ComposeForm, type ComposeMedia, type ReplyPreview } from '@trumpet/ui/compose';
import '@trumpet/ui/compose.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../session/SessionContext';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/StoreProvider';
import { ConnectedEmojiPicker, insertEmoji } from './ConnectedEmojiPicker';
import { pollEditAction } from './poll-edit';
import { isMounted } from './presence';
import { useComposeExtras } from './useComposeExtras';
import { useComposeQuote } from './useComposeQuote';

export interface ComposeContainerProps {
  /** The composer at /statuses/new: a post made there goes back in history (SPEC §2). */
  routed?: boolean;
}

/** The compose form of SPEC §2 on the core compose state (SPEC §4 Compose, §5). */
export default function ComposeContainer({ routed = false }: ComposeContainerProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { session } = useSession();
  const compose = useAppSelector(selectCompose);
  const charsLeft = useAppSelector(selectComposeCharsLeft);
  const canSubmit = useAppSelector(selectComposeCanSubmit);
  const uploadDisabled = useAppSelector(selectUploadDisabled);
  const pollDisabled = useAppSelector(selectPollDisabled);
  const warnings = useAppSelector(selectComposeWarnings);
  const suggestions = useAppSelector(selectComposeSuggestions);
  const inReplyToId = compose.inReplyToId;
  const replyStatus = useAppSelector(useCallback((state) => (inReplyToId ? selectStatus(state, inReplyToId) : null), [inReplyToId]));
  const caret = useRef(compose.text.length);
  const [emojiFocus, setEmojiFocus] = useState<{ key: number; caret: number } | null>(null);
  const extras = useComposeExtras();
  const quote = useComposeQuote();

  useEffect(() => {
    dispatch(composeMounted());
    return () => {
      dispatch(composeUnmounted());
    };
  }, [dispatch]);

  // SPEC §2: after a post, a direct one opens the conversations (unless they are on screen), and a post
  // made at /statuses/new goes back.
  const submitted = useRef<string | null>(null);
  const wasSubmitting = useRef(compose.isSubmitting);
  useEffect(() => {
    const finished = wasSubmitting.current && !compose.isSubmitting;
    wasSubmitting.current = compose.isSubmitting;
    if (!finished || compose.lastError !== null || submitted.current === null) return;
    const privacy = submitted.current;
    submitted.current = null;
    // A scheduled post stays here, with its confirmation.
    if (privacy === 'scheduled') return;
    if (privacy === 'direct' && !isMounted('conversations')) void navigate('/timelines/direct');
    else if (routed && window.history.length > 1) void navigate(-1);
  }, [compose.isSubmitting, compose.lastError, navigate, routed]);

  const replyTo = useMemo<ReplyPreview | null>(
    () =>
      replyStatus?.account
        ? {
            id: replyStatus.id,
            account: replyStatus.account,
            contentHtml: replyStatus.contentHtml,
            spoilerText: replyStatus.spoiler_text,
          }
        : null,
    [replyStatus],
  );
  const media = useMemo<ComposeMedia[]>(
    () =>
      compose.mediaAttachments.map((attachment) => ({
        id: attachment.id,
        type: attachment.type,
        previewUrl: attachment.preview_url ?? attachment.url ?? null,
        description: attachment.description ?? '',
      })),
    [compose.mediaAttachments],
  );
  const accepted = useMemo(() => acceptedTypes(session.initialState), [session.initialState]);

  const onSubmit = () =>
    extras.guardSubmit(() => {
      const { editingId, privacy, scheduledAt } = store.getState().compose;
      // A saved edit goes back like a post, but never to the conversations.
      submitted.current = editingId !== null ? 'edit' : scheduledAt !== null ? 'scheduled' : privacy;
      dispatch(submitCompose());
    });
  const onEmoji = (emoji: string) => {
    const { text, caret: position } = insertEmoji(store.getState().compose.text, caret.current, emoji);
    caret.current = position;
    dispatch(composeChanged({ text }));
    setEmojiFocus((previous) => ({ key: (previous?.key ?? 0) + 1, caret: position }));
  };

  return (
    <ComposeForm
      className="w-compose"
      text={compose.text}
      onTextChange={(text) => dispatch(composeChanged({ text }))}
      spoiler={compose.spoiler}
      spoilerText={compose.spoilerText}
      onSpoilerToggle={() => dispatch(composeSpoilerToggled())}
      onSpoilerTextChange={(text) => dispatch(composeSpoilerTextChanged({ text }))}
      privacy={compose.privacy}
      onPrivacyChange={(privacy) => dispatch(composePrivacyChanged({ privacy }))}
      sensitive={compose.sensitive}
      onSensitiveChange={(sensitive) => {
        if (sensitive !== compose.sensitive) dispatch(composeSensitiveToggled());
      }}
      media={media}
      onUpload={(files) => dispatch(uploadCompose.request({ files }))}
      onRemoveMedia={(id) => dispatch(composeUploadRemoved({ id }))}
      onMediaDescriptionChange={(id, description) => dispatch(changeUploadCompose.request({ id, description }))}
      acceptContentTypes={accepted}
      isUploading={compose.isUploading}
      uploadProgress={compose.uploadProgress}
      uploadDisabled={uploadDisabled}
      poll={compose.poll}
      onPollAdd={() => dispatch(composePollAdded())}
      onPollRemove={() => dispatch(composePollRemoved())}
      onPollEdit={(edit) => dispatch(pollEditAction(edit))}
      pollDisabled={pollDisabled}
      charsLeft={charsLeft}
      canSubmit={canSubmit}
      isSubmitting={compose.isSubmitting}
      onSubmit={onSubmit}
      warnings={warnings}
      profileSettingsHref={`${session.origin}/settings/profile`}
      termsHref={`${session.origin}/terms`}
      replyTo={replyTo}
      onCancelReply={() => dispatch(cancelReplyCompose())}
      {...quote}
      editing={compose.editingId !== null}
      onCancelEdit={() => dispatch(composeEditCancelled())}
      suggestions={suggestions}
      onSuggestionsRequested={(token) => dispatch(composeSuggestionsRequested({ token }))}
      onSuggestionsCleared={() => dispatch(composeSuggestionsCleared())}
      onSuggestionSelected={(position, token, _completion, suggestion) =>
        dispatch(composeSuggestionSelected({ position, token, completion: suggestion }))
      }
      emojiPicker={<ConnectedEmojiPicker onPick={onEmoji} />}
      extraTools={extras.extraTools}
      beforeToolbar={extras.beforeToolbar}
      scheduled={extras.scheduled}
      // Beside the columns the composer takes the focus when asked (reply, mention), not when it loads: the routed column has it then.
      focusKey={emojiFocus ? `${compose.focusKey}:${emojiFocus.key}` : routed || compose.focusKey > 0 ? compose.focusKey : null}
      caretPosition={emojiFocus ? emojiFocus.caret : compose.caretPosition}
      onCaretChange={(position) => {
        caret.current = position;
      }}
    />
  );
}

/** The server's accepted media types, from the initial state (`media_attachments.accepted_types`). */
function acceptedTypes(initialState: unknown): string[] {
  if (typeof initialState !== 'object' || initialState === null || !('media_attachments' in initialState)) return [];
  const media = initialState.media_attachments;
  if (typeof media !== 'object' || media === null || !('accepted_types' in media) || !Array.isArray(media.accepted_types)) return [];
  return media.accepted_types.filter((type): type is string => typeof type === 'string');
}
