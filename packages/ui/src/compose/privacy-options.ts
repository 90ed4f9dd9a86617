import { EnvelopeIcon, GlobeIcon, LockIcon, UnlockIcon, type IconComponent } from '../icons';
import type { Privacy } from './compose-types';

export interface PrivacyOption {
  value: Privacy;
  icon: IconComponent;
  label: string;
  description: string;
}

const PUBLIC: PrivacyOption = { value: 'public', icon: GlobeIcon, label: 'Public', description: 'Post to public timelines' };

/** The four privacy levels (SPEC §9), widest first, with the icons statuses show for them. */
export const PRIVACY_OPTIONS: readonly PrivacyOption[] = [
  PUBLIC,
  { value: 'unlisted', icon: UnlockIcon, label: 'Unlisted', description: 'Do not post to public timelines' },
  { value: 'private', icon: LockIcon, label: 'Followers-only', description: 'Post to followers only' },
  { value: 'direct', icon: EnvelopeIcon, label: 'Direct', description: 'Post to mentioned users only' },
];

export const privacyOption = (value: Privacy): PrivacyOption => PRIVACY_OPTIONS.find((option) => option.value === value) ?? PUBLIC;
