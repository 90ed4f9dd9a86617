import { memo } from 'react';
import type { StatusRecord } from '@trumpet/core';
import type { MessageId } from '../i18n/catalogue';
import { useT } from '../i18n/locale-context';
import { EnvelopeIcon, GlobeIcon, LockIcon, UnlockIcon, type IconComponent } from '../icons';

const VISIBILITY: Record<string, { icon: IconComponent; label: MessageId }> = {
  public: { icon: GlobeIcon, label: 'status.visibility.public' },
  unlisted: { icon: UnlockIcon, label: 'status.visibility.unlisted' },
  private: { icon: LockIcon, label: 'status.visibility.private' },
  direct: { icon: EnvelopeIcon, label: 'status.visibility.direct' },
};

/** The visibility icon with its name as the tooltip and accessible name. */
export const VisibilityIcon = memo(function VisibilityIcon({ visibility, size = 15 }: { visibility: StatusRecord['visibility']; size?: number }) {
  const t = useT();
  const entry = VISIBILITY[visibility];
  if (!entry) return null;
  const Icon = entry.icon;
  const label = t(entry.label);
  return (
    <span className="t-status__visibility" title={label}>
      <Icon size={size} title={label} />
    </span>
  );
});
