/** A value the settings blob can hold: it is saved to the server as JSON. */
export type SettingValue = string | number | boolean | null | SettingValue[] | { [key: string]: SettingValue };
export type SettingObject = { [key: string]: SettingValue };

/** The notification types the settings keep alerts, shows and sounds for (SPEC §3 Settings). */
export const NOTIFICATION_SETTING_TYPES = ['follow', 'favourite', 'reblog', 'mention', 'poll'] as const;
export type NotificationSettingType = (typeof NOTIFICATION_SETTING_TYPES)[number];
export type PerNotificationType = Record<NotificationSettingType, boolean>;

export interface Column {
  uuid: string;
  /** Mastodon's column ids: COMPOSE, HOME, NOTIFICATIONS, COMMUNITY, PUBLIC, HASHTAG, LIST, DIRECT, … */
  id: string;
  params: SettingObject;
}

/**
 * The web layout (Mastodon 4's "advanced web interface"): several columns, or one centred column;
 * 'auto' until the person chooses, when the window's width decides (layout.ts).
 */
export const LAYOUT_PREFERENCES = ['auto', 'multi_column', 'single_column'] as const;
export type LayoutPreference = (typeof LAYOUT_PREFERENCES)[number];

export interface TimelineColumnSettings {
  regex: { body: string };
  /** The column settings panel's toggles: the community column's 'Media Only' (SPEC §2). */
  other: { onlyMedia: boolean };
}

export interface SettingsState {
  /** False from any change until the server has the change (SPEC §4 Settings). */
  saved: boolean;
  onboarded: boolean;
  skinTone: number;
  columns: Column[];
  layout: LayoutPreference;
  trends: { show: boolean };
  home: { shows: { reblog: boolean; reply: boolean }; regex: { body: string } };
  notifications: {
    alerts: PerNotificationType;
    shows: PerNotificationType;
    sounds: PerNotificationType;
    quickFilter: { active: 'all' | NotificationSettingType; show: boolean; advanced: boolean };
  };
  community: TimelineColumnSettings;
  public: TimelineColumnSettings;
  direct: { regex: { body: string } };
  /** Use counts by emoji id (a unicode short name, or a custom emoji's shortcode). */
  frequentlyUsedEmojis: Record<string, number>;
  /** Ask before posting media without a description (Mastodon 4's `missing_alt_text` reminder). */
  missingAltTextModal: boolean;
  /** Suggest the language guessed from the text under the composer; its 'Dismiss' turns this off for good. */
  languageHint: boolean;
}

/** What is sent to `PUT /api/web/settings`: everything but `saved`. */
export type SettingsData = Omit<SettingsState, 'saved'>;

const everyType = (): PerNotificationType => ({ follow: true, favourite: true, reblog: true, mention: true, poll: true });

// Fixed ids for the default columns, so a fresh store is the same every time; added columns get random ones.
export const DEFAULT_COLUMNS: readonly Column[] = [
  { uuid: '00000000-0000-4000-8000-000000000001', id: 'COMPOSE', params: {} },
  { uuid: '00000000-0000-4000-8000-000000000002', id: 'HOME', params: {} },
  { uuid: '00000000-0000-4000-8000-000000000003', id: 'NOTIFICATIONS', params: {} },
];

/** Mastodon's defaults (app/javascript/mastodon/reducers/settings.js, v3.0). */
export const initialSettings: SettingsState = {
  saved: true,
  onboarded: false,
  skinTone: 1,
  columns: DEFAULT_COLUMNS.map((column) => ({ ...column, params: {} })),
  layout: 'auto',
  trends: { show: true },
  home: { shows: { reblog: true, reply: true }, regex: { body: '' } },
  notifications: {
    alerts: everyType(),
    shows: everyType(),
    sounds: everyType(),
    quickFilter: { active: 'all', show: true, advanced: false },
  },
  community: { regex: { body: '' }, other: { onlyMedia: false } },
  public: { regex: { body: '' }, other: { onlyMedia: false } },
  direct: { regex: { body: '' } },
  frequentlyUsedEmojis: {},
  missingAltTextModal: true,
  languageHint: true,
};
