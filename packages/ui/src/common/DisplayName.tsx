import { escapeHtml } from '@trumpet/core/text';
import { memo } from 'react';
import { SafeHtml } from './SafeHtml';
import './DisplayName.css';

export interface DisplayNameAccount {
  acct: string;
  username: string;
  /** The emojified display name from the account record, sanitised by the core's importer. */
  display_name_html: string;
}

export interface DisplayNameProps {
  account: DisplayNameAccount;
  /** Show '@acct' after the name (default true). */
  withHandle?: boolean;
  /** Lay name and handle out on one line (default) or stacked. */
  layout?: 'inline' | 'stacked';
  className?: string;
}

/** The display name with custom emoji, falling back to the username, then '@handle'. */
export const DisplayName = memo(function DisplayName({ account, withHandle = true, layout = 'inline', className }: DisplayNameProps) {
  const html = account.display_name_html.trim() === '' ? escapeHtml(account.username) : account.display_name_html;
  return (
    <span className={`t-display-name t-display-name--${layout}${className ? ` ${className}` : ''}`}>
      <bdi className="t-display-name__name" dir="auto">
        <SafeHtml as="span" html={html} />
      </bdi>
      {/* A handle is written left to right in every language; isolated, '@' stays in front in RTL text. */}
      {withHandle ? (
        <bdi className="t-display-name__handle" dir="ltr">
          @{account.acct}
        </bdi>
      ) : null}
    </span>
  );
});
