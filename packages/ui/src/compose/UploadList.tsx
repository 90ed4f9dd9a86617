import { memo } from 'react';
import { SettingToggle } from '../column/SettingToggle';
import { useT } from '../i18n/locale-context';
import type { ComposeMedia } from './compose-types';
import { UploadItem } from './UploadItem';
import './UploadList.css';

export interface UploadListProps {
  media: readonly ComposeMedia[];
  /** A file is on its way (SPEC §3 is_uploading). */
  isUploading?: boolean;
  /** The upload's progress in percent, shown when no item carries its own. */
  uploadProgress?: number;
  onRemove: (id: string) => void;
  onDescriptionChange: (id: string, description: string) => void;
  /** Ctrl or Cmd+Enter in a description. */
  onSubmit?: () => void;
  sensitive: boolean;
  onSensitiveChange: (sensitive: boolean) => void;
  /** SPEC §4: disabled while a content warning is on. */
  sensitiveDisabled?: boolean;
}

/** The attachments of the draft, an upload's progress, and the 'Mark media as sensitive' switch. */
export const UploadList = memo(function UploadList({
  media,
  isUploading = false,
  uploadProgress,
  onRemove,
  onDescriptionChange,
  onSubmit,
  sensitive,
  onSensitiveChange,
  sensitiveDisabled = false,
}: UploadListProps) {
  const t = useT();
  const itemShowsProgress = media.some((item) => item.progress !== undefined && item.progress < 100);
  const showProgress = isUploading && !itemShowsProgress;
  if (media.length === 0 && !showProgress) return null;
  const percent = Math.max(0, Math.min(100, Math.round(uploadProgress ?? 0)));
  return (
    <div className="t-upload-list">
      {showProgress ? (
        <div className="t-upload-list__progress">
          <span className="t-upload-list__progress-label">{t('compose.upload.uploading')}</span>
          <span className="t-upload-list__track" role="progressbar" aria-label={t('compose.upload.uploading_label')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <span className="t-upload-list__bar" style={{ width: `${percent}%` }} />
          </span>
        </div>
      ) : null}
      {media.length > 0 ? (
        <ul className="t-upload-list__items">
          {media.map((item, index) => (
            <UploadItem key={item.id} media={item} position={index + 1} onRemove={onRemove} onDescriptionChange={onDescriptionChange} onSubmit={onSubmit} />
          ))}
        </ul>
      ) : null}
      {media.length > 0 ? (
        <div className="t-upload-list__sensitive">
          <SettingToggle label={t('compose.upload.sensitive')} checked={sensitive} isDisabled={sensitiveDisabled} onChange={onSensitiveChange} />
        </div>
      ) : null}
    </div>
  );
});
