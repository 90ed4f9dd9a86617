import { MEDIA_DESCRIPTION_MAX } from '@trumpet/core';
import { safeUrl } from '@trumpet/core/text';
import { memo, useId, useState, type KeyboardEvent } from 'react';
import { IconButton } from '../common/Button';
import type { MessageId } from '../i18n/catalogue';
import { useT } from '../i18n/locale-context';
import { CloseIcon, ImageIcon, PlayIcon, VolumeIcon } from '../icons';
import type { ComposeMedia } from './compose-types';
import { isSubmitShortcut } from './submit-shortcut';

export interface UploadItemProps {
  media: ComposeMedia;
  /** 1-based, for the accessible names ('Remove media 2'). */
  position: number;
  onRemove: (id: string) => void;
  /** A changed description, on blur or before a Ctrl/Cmd+Enter submit (SPEC §4). */
  onDescriptionChange: (id: string, description: string) => void;
  onSubmit?: () => void;
}

const PLACEHOLDER: Record<ComposeMedia['type'], MessageId> = {
  image: 'compose.upload.describe_image',
  gifv: 'compose.upload.describe_image',
  video: 'compose.upload.describe_video',
  audio: 'compose.upload.describe_audio',
  unknown: 'compose.upload.describe_image',
};

// The remaining count shows once the description gets near the limit.
const SHOW_REMAINING_BELOW = 40;

/** One attachment: its thumbnail (with the upload's progress), a remove button and its description. */
export const UploadItem = memo(function UploadItem({ media, position, onRemove, onDescriptionChange, onSubmit }: UploadItemProps) {
  const t = useT();
  const descriptionId = useId();
  const [draft, setDraft] = useState(media.description);
  // A description from the server (or a redraft) replaces the draft.
  const [savedDescription, setSavedDescription] = useState(media.description);
  if (media.description !== savedDescription) {
    setSavedDescription(media.description);
    setDraft(media.description);
  }

  const uploading = media.progress !== undefined && media.progress < 100;
  const remaining = MEDIA_DESCRIPTION_MAX - draft.length;
  const save = () => {
    if (draft !== media.description) onDescriptionChange(media.id, draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSubmitShortcut(event)) return;
    event.preventDefault();
    save();
    onSubmit?.();
  };

  const preview = safeUrl(media.previewUrl);

  return (
    <li className={uploading ? 't-upload is-uploading' : 't-upload'}>
      <div className="t-upload__thumb">
        {preview ? <img src={preview} alt="" draggable={false} /> : <PlaceholderIcon type={media.type} />}
        {media.type === 'gifv' ? <span className="t-upload__badge">{t('media.gif')}</span> : null}
        {media.type === 'video' && preview ? (
          <span className="t-upload__play" aria-hidden="true">
            <PlayIcon size={14} />
          </span>
        ) : null}
        {uploading ? (
          <span
            className="t-upload__progress"
            role="progressbar"
            aria-label={t('compose.upload.progress', { position })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(media.progress ?? 0)}
          >
            <span className="t-upload__progress-bar" style={{ width: `${Math.max(0, Math.min(100, media.progress ?? 0))}%` }} />
          </span>
        ) : null}
        <IconButton icon={CloseIcon} iconSize={14} label={t('compose.upload.remove', { position })} className="t-upload__remove" onPress={() => onRemove(media.id)} />
      </div>
      <div className="t-upload__description">
        <label htmlFor={descriptionId} className="t-visually-hidden">
          {t('compose.upload.description', { position })}
        </label>
        <textarea
          id={descriptionId}
          className="t-upload__description-input"
          value={draft}
          maxLength={MEDIA_DESCRIPTION_MAX}
          placeholder={t(PLACEHOLDER[media.type])}
          dir="auto"
          disabled={uploading}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={save}
          onKeyDown={onKeyDown}
        />
        {remaining < SHOW_REMAINING_BELOW ? (
          <span className="t-upload__remaining" aria-live="polite">
            <span aria-hidden="true">{remaining}</span>
            <span className="t-visually-hidden">{t('compose.characters_left', { count: remaining })}</span>
          </span>
        ) : null}
      </div>
    </li>
  );
});

function PlaceholderIcon({ type }: { type: ComposeMedia['type'] }) {
  const Icon = type === 'audio' ? VolumeIcon : type === 'video' ? PlayIcon : ImageIcon;
  return (
    <span className="t-upload__placeholder" aria-hidden="true">
      <Icon size={22} />
    </span>
  );
}
