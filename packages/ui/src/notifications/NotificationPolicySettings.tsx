import { useId } from 'react';
import { SettingsSection } from '../column/ColumnSettings';
import type { MessageId } from '../i18n/catalogue';
import { useT } from '../i18n/locale-context';
import './NotificationPolicySettings.css';

export type NotificationPolicyKey = 'for_not_following' | 'for_not_followers' | 'for_new_accounts' | 'for_private_mentions' | 'for_limited_accounts';
export type NotificationPolicyChoice = 'accept' | 'filter' | 'drop';

export interface NotificationPolicySettingsProps {
  /** Each key's value; 'unknown' (a value newer than this client) shows as no choice. */
  policy: Record<NotificationPolicyKey, NotificationPolicyChoice | 'unknown'>;
  onChange: (key: NotificationPolicyKey, value: NotificationPolicyChoice) => void;
}

const ROWS: readonly { key: NotificationPolicyKey; label: MessageId; hint: MessageId }[] = [
  { key: 'for_not_following', label: 'notifications.policy.for_not_following', hint: 'notifications.policy.for_not_following_hint' },
  { key: 'for_not_followers', label: 'notifications.policy.for_not_followers', hint: 'notifications.policy.for_not_followers_hint' },
  { key: 'for_new_accounts', label: 'notifications.policy.for_new_accounts', hint: 'notifications.policy.for_new_accounts_hint' },
  { key: 'for_private_mentions', label: 'notifications.policy.for_private_mentions', hint: 'notifications.policy.for_private_mentions_hint' },
  { key: 'for_limited_accounts', label: 'notifications.policy.for_limited_accounts', hint: 'notifications.policy.for_limited_accounts_hint' },
];

const CHOICES: readonly { value: NotificationPolicyChoice; label: MessageId }[] = [
  { value: 'accept', label: 'notifications.policy.accept' },
  { value: 'filter', label: 'notifications.policy.filter' },
  { value: 'drop', label: 'notifications.policy.drop' },
];

const isChoice = (value: string): value is NotificationPolicyChoice => CHOICES.some((choice) => choice.value === value);

/** The notification policy (Mastodon 4.3+): for each kind of sender, accept, filter into requests, or ignore. */
export function NotificationPolicySettings({ policy, onChange }: NotificationPolicySettingsProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="t-column-settings t-policy-settings">
      <SettingsSection title={t('notifications.policy.title')}>
        <div className="t-policy">
          <p className="t-policy__intro">{t('notifications.policy.intro')}</p>
          {ROWS.map(({ key, label, hint }) => (
            <div key={key} className="t-policy__row">
              <label className="t-policy__label" htmlFor={`${id}-${key}`}>
                <span className="t-policy__name">{t(label)}</span>
                <span className="t-policy__hint" id={`${id}-${key}-hint`}>
                  {t(hint)}
                </span>
              </label>
              <select
                id={`${id}-${key}`}
                className="t-policy__select"
                aria-describedby={`${id}-${key}-hint`}
                value={policy[key] === 'unknown' ? '' : policy[key]}
                onChange={(event) => {
                  if (isChoice(event.target.value)) onChange(key, event.target.value);
                }}
              >
                {policy[key] === 'unknown' ? <option value="" disabled /> : null}
                {CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {t(choice.label)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </SettingsSection>
    </div>
  );
}
