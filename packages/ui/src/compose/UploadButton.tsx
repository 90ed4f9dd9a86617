import { memo, useRef } from 'react';
import { IconButton } from '../common/Button';
import { useT } from '../i18n/locale-context';
import { ImageIcon } from '../icons';

export interface UploadButtonProps {
  /** MIME types and extensions the server takes (SPEC §5: from its media settings). */
  acceptContentTypes: readonly string[];
  onUpload: (files: File[]) => void;
  isDisabled?: boolean;
  disabledReason?: string | null;
}

/** An icon button opening the file chooser; several files may be picked at once (SPEC §5). */
export const UploadButton = memo(function UploadButton({ acceptContentTypes, onUpload, isDisabled, disabledReason }: UploadButtonProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <IconButton
        icon={ImageIcon}
        label={t('compose.upload')}
        isDisabled={isDisabled}
        disabledReason={disabledReason}
        onPress={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        className="t-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        multiple
        accept={acceptContentTypes.join(',')}
        disabled={isDisabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // The same file may be chosen again after it was removed.
          event.target.value = '';
          if (files.length > 0) onUpload(files);
        }}
      />
    </>
  );
});
