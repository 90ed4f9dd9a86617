import { formatCount, htmlToPlainText } from '@trumpet/core/text';
import { useEffect, useRef, useState } from 'react';
import { Avatar } from '../common/Avatar';
import { Button, IconButton } from '../common/Button';
import { DisplayName } from '../common/DisplayName';
import { useLocale, useT } from '../i18n/locale-context';
import { CheckIcon, CloseIcon } from '../icons';
import type { ListAccount } from '../account/AccountListItem';
import { useLinkComponent, type LinkingProps } from '../navigation/links';
import './NotificationRequestList.css';

export interface NotificationRequestData {
  id: string;
  account: ListAccount | null;
  notificationsCount: number;
  lastStatus: { spoiler_text: string; contentHtml: string } | null;
}

export interface NotificationRequestListProps extends LinkingProps {
  requests: readonly NotificationRequestData[];
  /** Where a request opens; /notifications/requests/{id} by default. */
  hrefFor?: (id: string) => string;
  onAccept: (ids: string[]) => void;
  onDismiss: (ids: string[]) => void;
}

const defaultHref = (id: string): string => `/notifications/requests/${id}`;

/** The last status as one line of text: its content warning when it has one, else its text. */
const previewOf = (status: NotificationRequestData['lastStatus']): string =>
  status === null ? '' : status.spoiler_text.trim() !== '' ? status.spoiler_text : htmlToPlainText(status.contentHtml);

/**
 * The notification requests (Mastodon 4.3+): each with its account, how many notifications it holds
 * and its last status, Accept and Dismiss; several can be selected and accepted or dismissed at once.
 */
export function NotificationRequestList({ requests, hrefFor = defaultHref, onAccept, onDismiss, LinkComponent: linkOverride, onNavigate }: NotificationRequestListProps) {
  const t = useT();
  const locale = useLocale();
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Requests that went (accepted, dismissed, elsewhere too) leave the selection.
  const present = requests.map((request) => request.id);
  const chosen = present.filter((id) => selected.has(id));
  const all = present.length > 0 && chosen.length === present.length;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = chosen.length > 0 && !all;
  }, [chosen.length, all]);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const decide = (act: (ids: string[]) => void) => {
    act(chosen);
    setSelected(new Set());
  };

  return (
    <div className="t-requests">
      <div className="t-requests__bar">
        <label className="t-requests__select-all">
          <input ref={selectAll} type="checkbox" checked={all} disabled={present.length === 0} onChange={(event) => setSelected(new Set(event.target.checked ? present : []))} />
          {chosen.length > 0 ? t('notifications.requests.selected', { count: chosen.length, n: formatCount(chosen.length, locale) }) : t('notifications.requests.select_all')}
        </label>
        <span className="t-requests__bar-buttons">
          <Button size="s" variant="primary" isDisabled={chosen.length === 0} onPress={() => decide(onAccept)}>
            {t('notifications.requests.accept')}
          </Button>
          <Button size="s" variant="secondary" isDisabled={chosen.length === 0} onPress={() => decide(onDismiss)}>
            {t('notifications.requests.dismiss')}
          </Button>
        </span>
      </div>
      <ul className="t-requests__list">
        {requests.map((request) => {
          const { account } = request;
          const acct = account?.acct ?? '';
          const preview = previewOf(request.lastStatus);
          return (
            <li key={request.id} className={selected.has(request.id) ? 't-request is-selected' : 't-request'}>
              <input
                type="checkbox"
                className="t-request__check"
                aria-label={t('notifications.requests.select', { acct })}
                checked={selected.has(request.id)}
                onChange={(event) => toggle(request.id, event.target.checked)}
              />
              <LinkComponent to={hrefFor(request.id)} className="t-request__link">
                <Avatar src={account?.avatar} size={40} />
                <span className="t-request__body">
                  {account ? <DisplayName account={account} withHandle={false} className="t-request__name" /> : null}
                  <span className="t-request__meta">
                    <bdi dir="ltr">@{acct}</bdi>
                    {' · '}
                    {t('notifications.requests.count', { count: request.notificationsCount, n: formatCount(request.notificationsCount, locale) })}
                  </span>
                  {preview ? (
                    <span className="t-request__preview" dir="auto">
                      {preview}
                    </span>
                  ) : null}
                </span>
              </LinkComponent>
              <span className="t-request__buttons">
                <IconButton icon={CheckIcon} label={t('notifications.requests.accept_from', { acct })} onPress={() => onAccept([request.id])} />
                <IconButton icon={CloseIcon} tone="danger" label={t('notifications.requests.dismiss_from', { acct })} onPress={() => onDismiss([request.id])} />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
