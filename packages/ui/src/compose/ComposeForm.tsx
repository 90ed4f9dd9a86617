import { forwardRef, memo, useEffect, useRef, type ForwardedRef, type ReactNode } from 'react';
import { quotePolicyFixed, type QuoteApprovalPolicy } from '@trumpet/core';
import { IconButton } from '../common/Button';
import { useT } from '../i18n/locale-context';
import { PollIcon } from '../icons';
import { AutosuggestTextarea } from './AutosuggestTextarea';
import { CharacterCounter } from './CharacterCounter';
import { EditIndicator } from './EditIndicator';
import type { ComposeMedia, ComposePoll, ComposeWarningKind, Privacy, ReplyPreview, Suggestion } from './compose-types';
import { ComposeWarnings } from './ComposeWarnings';
import { PollForm, type PollEdit } from './PollForm';
import { PrivacyDropdown } from './PrivacyDropdown';
import { PublishButton } from './PublishButton';
import { ReplyIndicator } from './ReplyIndicator';
import { QuoteIndicator } from './QuoteIndicator';
import { QuotePolicySelect } from './QuotePolicySelect';
import { SpoilerInput } from './SpoilerInput';
import { UploadButton } from './UploadButton';
import { UploadList } from './UploadList';
import { useFileDrop } from './use-file-drop';
import './ComposeForm.css';

export interface ComposeFormProps {
  text: string;
  onTextChange: (text: string) => void;

  /** The content warning is on (SPEC §3 spoiler) and its text. */
  spoiler: boolean;
  spoilerText: string;
  /** The 'CW' button; the app clears the warning's text (SPEC §4). */
  onSpoilerToggle: () => void;
  onSpoilerTextChange: (text: string) => void;

  privacy: Privacy;
  onPrivacyChange: (privacy: Privacy) => void;

  sensitive: boolean;
  onSensitiveChange: (sensitive: boolean) => void;

  media: readonly ComposeMedia[];
  /** Files picked, pasted (exactly one) or dropped on the form; the app checks the limits (SPEC §5, §8). */
  onUpload: (files: File[]) => void;
  onRemoveMedia: (id: string) => void;
  onMediaDescriptionChange: (id: string, description: string) => void;
  /** The file chooser's accept list, from the server's media settings. */
  acceptContentTypes: readonly string[];
  /** SPEC §3 is_uploading and the upload's progress in percent. */
  isUploading?: boolean;
  uploadProgress?: number;
  /** SPEC §5: more than 3 attachments, a video, or an upload in progress. A poll disables uploads too. */
  uploadDisabled?: boolean;

  poll: ComposePoll | null;
  onPollAdd: () => void;
  onPollRemove: () => void;
  onPollEdit: (edit: PollEdit) => void;
  /** Defaults to SPEC §4: while uploading or when media exists. */
  pollDisabled?: boolean;

  /** Remaining characters, computed by the app (SPEC §5). */
  charsLeft: number;
  /** SPEC §5: false while submitting, uploading or changing an upload, over 500, or blank without media. */
  canSubmit: boolean;
  isSubmitting?: boolean;
  onSubmit: () => void;

  warnings?: readonly ComposeWarningKind[];
  profileSettingsHref?: string;
  termsHref?: string;

  replyTo?: ReplyPreview | null;
  onCancelReply?: () => void;
  /** The status this post quotes (Mastodon 4.5), shown above the text with a Remove button. */
  quoteOf?: ReplyPreview | null;
  onCancelQuote?: () => void;
  /** "Who can quote" this post; without both, no control is shown. */
  quotePolicy?: QuoteApprovalPolicy | null;
  onQuotePolicyChange?: (policy: QuoteApprovalPolicy) => void;

  /** Editing a posted status: the visibility is locked and the button saves (PUT /api/v1/statuses/:id). */
  editing?: boolean;
  /** Leave edit mode; the form goes back to what it held before. */
  onCancelEdit?: () => void;

  suggestions: readonly Suggestion[];
  onSuggestionsRequested: (token: string) => void;
  onSuggestionsCleared: () => void;
  /** Replace `token` at `position` with `completion` plus a space (core's insertCompletion) and clear the suggestions. */
  onSuggestionSelected: (position: number, token: string, completion: string, suggestion: Suggestion) => void;

  /** The emoji picker's trigger (lazily loaded by the app); it inserts through onTextChange at the caret. */
  emojiPicker?: ReactNode;
  /** More tools after the emoji picker (the schedule and language pickers). */
  extraTools?: ReactNode;
  /** Shown above the toolbar (when a scheduled draft will go out, the confirmation of one scheduled). */
  beforeToolbar?: ReactNode;
  /** The draft is scheduled: the button says 'Schedule'. */
  scheduled?: boolean;
  /** A new value focuses the text with the caret at `caretPosition` or the end (reply, mention, redraft). */
  focusKey?: string | number | null;
  caretPosition?: number | null;
  onCaretChange?: (position: number) => void;
  className?: string;
}

/**
 * The compose form (SPEC §2 "Compose form", §4 Compose, §5): reply indicator, content warning, text with
 * suggestions, attachments, poll, warnings, then the button bar with the counter and 'Toot'. The ref is
 * the textarea's. Presentational: every change goes out through the callbacks.
 */
export const ComposeForm = memo(
  forwardRef(function ComposeForm(props: ComposeFormProps, ref: ForwardedRef<HTMLTextAreaElement>) {
    const {
      text,
      spoiler,
      spoilerText,
      privacy,
      sensitive,
      media,
      poll,
      isUploading = false,
      uploadProgress,
      uploadDisabled = false,
      charsLeft,
      canSubmit,
      isSubmitting = false,
      warnings = [],
      replyTo,
      editing = false,
      suggestions,
      emojiPicker,
      focusKey,
      caretPosition,
      className,
    } = props;
    const t = useT();
    const spoilerInput = useRef<HTMLInputElement>(null);
    const focusSpoiler = useRef(false);
    const drop = useFileDrop(props.onUpload);

    // Turning the warning on from the 'CW' button puts the caret in it.
    useEffect(() => {
      if (!spoiler || !focusSpoiler.current) return;
      focusSpoiler.current = false;
      spoilerInput.current?.focus();
    }, [spoiler]);

    // SPEC §5 "Publish is disabled and submit ignored" unless the app says it can be sent.
    const submit = () => {
      if (canSubmit) props.onSubmit();
    };
    const toggleSpoiler = () => {
      focusSpoiler.current = !spoiler;
      props.onSpoilerToggle();
    };
    const pollDisabled = poll === null && (props.pollDisabled ?? (isUploading || media.length > 0));
    const classes = ['t-compose', drop.isDragging ? 'is-dragging' : '', className ?? ''].filter(Boolean).join(' ');

    return (
      <form
        className={classes}
        aria-label={t('compose.label')}
        aria-busy={isSubmitting}
        // Enter in a single-line field would submit the form: only the button and Ctrl/Cmd+Enter do.
        onSubmit={(event) => event.preventDefault()}
        onDragEnter={drop.onDragEnter}
        onDragOver={drop.onDragOver}
        onDragLeave={drop.onDragLeave}
        onDrop={drop.onDrop}
      >
        {editing ? <EditIndicator onCancel={props.onCancelEdit} /> : null}
        {replyTo ? <ReplyIndicator status={replyTo} onCancel={props.onCancelReply} /> : null}
        {props.quoteOf ? <QuoteIndicator status={props.quoteOf} onCancel={props.onCancelQuote} /> : null}
        {spoiler ? <SpoilerInput ref={spoilerInput} value={spoilerText} onChange={props.onSpoilerTextChange} onSubmit={submit} /> : null}
        <AutosuggestTextarea
          ref={ref}
          value={text}
          onChange={props.onTextChange}
          placeholder={t('compose.placeholder')}
          suggestions={suggestions}
          onSuggestionsRequested={props.onSuggestionsRequested}
          onSuggestionsCleared={props.onSuggestionsCleared}
          onSuggestionSelected={props.onSuggestionSelected}
          onSubmit={submit}
          onPasteFile={(file) => props.onUpload([file])}
          onCaretChange={props.onCaretChange}
          focusKey={focusKey}
          caretPosition={caretPosition}
          readOnly={isSubmitting}
        />
        <UploadList
          media={media}
          isUploading={isUploading}
          uploadProgress={uploadProgress}
          onRemove={props.onRemoveMedia}
          onDescriptionChange={props.onMediaDescriptionChange}
          onSubmit={submit}
          sensitive={sensitive}
          onSensitiveChange={props.onSensitiveChange}
          sensitiveDisabled={spoiler}
        />
        {poll ? <PollForm poll={poll} onEdit={props.onPollEdit} /> : null}
        <ComposeWarnings warnings={warnings} profileSettingsHref={props.profileSettingsHref} termsHref={props.termsHref} />
        {props.quotePolicy && props.onQuotePolicyChange && !editing ? (
          <QuotePolicySelect value={props.quotePolicy} onChange={props.onQuotePolicyChange} fixed={quotePolicyFixed(privacy)} />
        ) : null}
        {props.beforeToolbar}
        <div className="t-compose__toolbar">
          <div className="t-compose__tools">
            <UploadButton
              acceptContentTypes={props.acceptContentTypes}
              onUpload={props.onUpload}
              isDisabled={uploadDisabled || poll !== null}
              disabledReason={poll !== null ? t('compose.upload.poll_refused') : null}
            />
            <IconButton icon={PollIcon} label={t('compose.add_poll')} active={poll !== null} isDisabled={pollDisabled} onPress={poll ? props.onPollRemove : props.onPollAdd} />
            <button
              type="button"
              className={spoiler ? 't-compose__cw is-active' : 't-compose__cw'}
              aria-pressed={spoiler}
              aria-label={t('compose.cw_button')}
              title={t('compose.content_warning')}
              onClick={toggleSpoiler}
            >
              {t('compose.cw')}
            </button>
            {editing ? (
              <span className="t-compose__privacy-locked" title={t('compose.edit.privacy_locked')}>
                <PrivacyDropdown value={privacy} onChange={props.onPrivacyChange} isDisabled />
              </span>
            ) : (
              <PrivacyDropdown value={privacy} onChange={props.onPrivacyChange} />
            )}
            {emojiPicker}
            {props.extraTools}
          </div>
          <div className="t-compose__send">
            <CharacterCounter charsLeft={charsLeft} />
            <PublishButton privacy={privacy} isDisabled={!canSubmit} editing={editing} scheduled={props.scheduled} onPress={submit} />
          </div>
        </div>
        {drop.isDragging ? (
          <div className="t-compose__drop" aria-hidden="true">
            {t('compose.drop')}
          </div>
        ) : null}
      </form>
    );
  }),
);
