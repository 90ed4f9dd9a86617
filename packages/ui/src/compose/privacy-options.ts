import type { MessageId } from '../i18n/catalogue';
import { EnvelopeIcon, GlobeIcon, LockIcon, UnlockIcon, type IconComponent } from '../icons';
import type { Privacy } from './compose-types';

export interface PrivacyOption {
  value: Privacy;
  icon: IconComponent;
  label: MessageId;
  description: MessageId;
}

const PUBLIC: PrivacyOption = { value: 'public', icon: GlobeIcon, label: 'status.visibility.public', description: 'compose.privacy.public' };

/** The four privacy levels (SPEC §9), widest first, with the icons statuses show for them. */
export const PRIVACY_OPTIONS: readonly PrivacyOption[] = [
  PUBLIC,
  { value: 'unlisted', icon: UnlockIcon, label: 'status.visibility.unlisted', description: 'compose.privacy.unlisted' },
  { value: 'private', icon: LockIcon, label: 'status.visibility.private', description: 'compose.privacy.private' },
  { value: 'direct', icon: EnvelopeIcon, label: 'status.visibility.direct', description: 'compose.privacy.direct' },
];

export const privacyOption = (value: Privacy): PrivacyOption => PRIVACY_OPTIONS.find((option) => option.value === value) ?? PUBLIC;
