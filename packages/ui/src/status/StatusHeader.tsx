import { memo } from 'react';
import type { StatusRecord } from '@trumpet/core';
import { EnvelopeIcon, GlobeIcon, LockIcon, UnlockIcon, type IconComponent } from '../icons';

const VISIBILITY: Record<string, { icon: IconComponent; label: string }> = {
  public: { icon: GlobeIcon, label: 'Public' },
  unlisted: { icon: UnlockIcon, label: 'Unlisted' },
  private: { icon: LockIcon, label: 'Followers-only' },
  direct: { icon: EnvelopeIcon, label: 'Direct' },
};

/** The visibility icon with its name as the tooltip and accessible name. */
export const VisibilityIcon = memo(function VisibilityIcon({ visibility, size = 15 }: { visibility: StatusRecord['visibility']; size?: number }) {
  const entry = VISIBILITY[visibility];
  if (!entry) return null;
  const Icon = entry.icon;
  return (
    <span className="t-status__visibility" title={entry.label}>
      <Icon size={size} title={entry.label} />
    </span>
  );
});
