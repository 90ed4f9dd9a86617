import type { ReactNode } from 'react';
import { Button } from '../common/Button';
import { SettingToggle } from './SettingToggle';
import './ColumnSettings.css';
import type { MessageId } from '../i18n/catalogue';
import { useT } from '../i18n/locale-context';

export function SettingsSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="t-column-settings__section" role="group" aria-label={title}>
      {title ? <div className="t-column-settings__title">{title}</div> : null}
      <div className="t-column-settings__rows">{children}</div>
    </div>
  );
}

export interface CommunitySettingsProps {
  onlyMedia: boolean;
  onChange: (onlyMedia: boolean) => void;
}

/** SPEC §2: the community (and public) column settings have one toggle, 'Media Only'. */
export function CommunitySettings({ onlyMedia, onChange }: CommunitySettingsProps) {
  const t = useT();
  return (
    <div className="t-column-settings">
      <SettingsSection>
        <SettingToggle label={t('column.settings.media_only')} checked={onlyMedia} onChange={onChange} />
      </SettingsSection>
    </div>
  );
}

export interface HomeSettingsProps {
  showReblogs: boolean;
  showReplies: boolean;
  onChange: (key: 'reblog' | 'reply', value: boolean) => void;
}

/** The home column's settings.home.shows (Mastodon's home_timeline/components/column_settings.js). */
export function HomeSettings({ showReblogs, showReplies, onChange }: HomeSettingsProps) {
  const t = useT();
  return (
    <div className="t-column-settings">
      <SettingsSection title={t('column.settings.basic')}>
        <SettingToggle label={t('column.settings.show_boosts')} checked={showReblogs} onChange={(value) => onChange('reblog', value)} />
        <SettingToggle label={t('column.settings.show_replies')} checked={showReplies} onChange={(value) => onChange('reply', value)} />
      </SettingsSection>
    </div>
  );
}

export type NotificationSettingKind = 'follow' | 'favourite' | 'reblog' | 'mention' | 'poll';
export type NotificationSettingGroup = 'alerts' | 'shows' | 'sounds';
type PerKind = Record<NotificationSettingKind, boolean>;

const KINDS: readonly { kind: NotificationSettingKind; title: MessageId }[] = [
  { kind: 'follow', title: 'column.settings.kind.follow' },
  { kind: 'favourite', title: 'column.settings.kind.favourite' },
  { kind: 'mention', title: 'column.settings.kind.mention' },
  { kind: 'reblog', title: 'column.settings.kind.reblog' },
  { kind: 'poll', title: 'column.settings.kind.poll' },
];

export interface NotificationSettingsProps {
  alerts: PerKind;
  shows: PerKind;
  sounds: PerKind;
  onChange: (group: NotificationSettingGroup, kind: NotificationSettingKind, value: boolean) => void;
  /** The quick filter bar's settings; left out when not given. */
  quickFilter?: { show: boolean; advanced: boolean };
  onQuickFilterChange?: (key: 'show' | 'advanced', value: boolean) => void;
  /** 'Clear notifications'; the app asks for confirmation. */
  onClear?: () => void;
  /**
   * The browser's notification permission: the desktop switches are on only once it is granted; before,
   * a button asks for it (never on load), and a refusal is explained. Without the API they are left out.
   */
  desktopPermission?: 'default' | 'granted' | 'denied' | 'unsupported';
  onRequestDesktop?: () => void;
}

/** The notification column's per-type grid (Mastodon's notifications/components/column_settings.js). */
export function NotificationSettings({
  alerts,
  shows,
  sounds,
  onChange,
  quickFilter,
  onQuickFilterChange,
  onClear,
  desktopPermission = 'granted',
  onRequestDesktop,
}: NotificationSettingsProps) {
  const t = useT();
  const desktopGranted = desktopPermission === 'granted';
  return (
    <div className="t-column-settings">
      {onClear ? (
        <div className="t-column-settings__clear">
          <Button variant="secondary" size="s" onPress={onClear}>
            {t('column.settings.clear_notifications')}
          </Button>
        </div>
      ) : null}
      {quickFilter && onQuickFilterChange ? (
        <SettingsSection title={t('column.settings.quick_filter_bar')}>
          <SettingToggle label={t('column.settings.show_filter_bar')} checked={quickFilter.show} onChange={(value) => onQuickFilterChange('show', value)} />
          <SettingToggle
            label={t('column.settings.all_categories')}
            checked={quickFilter.advanced}
            isDisabled={!quickFilter.show}
            onChange={(value) => onQuickFilterChange('advanced', value)}
          />
        </SettingsSection>
      ) : null}
      {desktopPermission === 'default' || desktopPermission === 'denied' ? (
        <div className="t-column-settings__permission" role="note">
          <p>{t(desktopPermission === 'default' ? 'column.settings.desktop_prompt' : 'column.settings.desktop_denied')}</p>
          {desktopPermission === 'default' && onRequestDesktop ? (
            <Button variant="primary" size="s" onPress={onRequestDesktop}>
              {t('column.settings.desktop_enable')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {KINDS.map(({ kind, title }) => (
        <SettingsSection key={kind} title={t(title)}>
          {desktopPermission !== 'unsupported' ? (
            <SettingToggle
              label={t('column.settings.desktop')}
              checked={desktopGranted && alerts[kind]}
              isDisabled={!desktopGranted}
              onChange={(value) => onChange('alerts', kind, value)}
            />
          ) : null}
          <SettingToggle label={t('column.settings.show_in_column')} checked={shows[kind]} onChange={(value) => onChange('shows', kind, value)} />
          <SettingToggle label={t('column.settings.play_sound')} checked={sounds[kind]} onChange={(value) => onChange('sounds', kind, value)} />
        </SettingsSection>
      ))}
    </div>
  );
}
