import { memo, useId } from 'react';
import { Avatar } from '../common/Avatar';
import { Button } from '../common/Button';
import { Modal } from '../common/Modal';
import { RelativeTime } from '../common/RelativeTime';
import { SafeHtml } from '../common/SafeHtml';
import { SettingToggle } from '../column/SettingToggle';
import { useRichT, useT } from '../i18n/locale-context';
import { CheckIcon, ImageIcon } from '../icons';
import { VisibilityIcon } from '../status/StatusHeader';
import type { ShownStatus } from '../status/status-menu';
import './ReportModal.css';

/** Mastodon's limit for a report's comment. */
export const REPORT_COMMENT_MAX = 1000;

export interface ReportAccount {
  /** 'user' or 'user@domain'. */
  acct: string;
  /** The emojified display name (sanitised at render); empty shows the acct. */
  displayNameHtml: string;
  avatar?: string | null;
}

/** What a row shows of one of the account's statuses. */
export type ReportStatus = Pick<ShownStatus, 'id' | 'created_at' | 'visibility' | 'spoiler_text' | 'spoilerHtml' | 'contentHtml' | 'media_attachments'>;

export interface ReportStatusItem {
  status: ReportStatus;
  /** Attached to the report (status_ids). */
  selected: boolean;
}

export interface ReportModalProps {
  account: ReportAccount;
  /** The account's recent statuses, newest first. */
  statuses: readonly ReportStatusItem[];
  /** The statuses are still being fetched. */
  isLoadingStatuses?: boolean;
  comment: string;
  /** Send an anonymised copy to the account's server. */
  forward: boolean;
  isSubmitting: boolean;
  /** The server of a remote account; by default the part of acct after '@'. null for a local account. */
  domain?: string | null;
  onToggleStatus: (id: string) => void;
  onComment: (text: string) => void;
  onForward: (forward: boolean) => void;
  /** POST /api/v1/reports; the app closes the modal when it succeeds. */
  onSubmit: () => void;
  onClose: () => void;
  isOpen?: boolean;
}

const domainOf = (acct: string): string | null => {
  const at = acct.indexOf('@');
  return at > 0 && at < acct.length - 1 ? acct.slice(at + 1) : null;
};

/**
 * SPEC §4 Reports: the account's recent statuses to attach, a comment for the moderators and, for a
 * remote account, whether to forward the report to its server (Mastodon's report modal, v3).
 */
export function ReportModal({
  account,
  statuses,
  isLoadingStatuses = false,
  comment,
  forward,
  isSubmitting,
  domain,
  onToggleStatus,
  onComment,
  onForward,
  onSubmit,
  onClose,
  isOpen = true,
}: ReportModalProps) {
  const t = useT();
  const rich = useRichT();
  const baseId = useId();
  const remoteDomain = domain === undefined ? domainOf(account.acct) : domain;
  const selectedCount = statuses.filter((item) => item.selected).length;
  const title = t('modals.report.title', { acct: account.acct });
  const ids = { posts: `${baseId}-posts`, comment: `${baseId}-comment`, hint: `${baseId}-hint`, count: `${baseId}-count` };

  return (
    <Modal isOpen={isOpen} onClose={onClose} label={title} className="t-report-modal">
      <header className="t-report-modal__header">
        <Avatar src={account.avatar} size={40} />
        <div className="t-report-modal__who">
          <h2 className="t-report-modal__title">
            {rich('modals.report.title', { acct: <strong>{account.acct}</strong> })}
          </h2>
          {account.displayNameHtml.trim() !== '' ? <SafeHtml as="span" className="t-report-modal__name" html={account.displayNameHtml} /> : null}
        </div>
      </header>
      <div className="t-report-modal__body">
        <section className="t-report-modal__posts" aria-labelledby={ids.posts}>
          <div className="t-report-modal__section-head">
            <h3 id={ids.posts} className="t-report-modal__section-title">
              {t('modals.report.posts')}
            </h3>
            {selectedCount > 0 ? <span className="t-report-modal__selected">{t('modals.report.selected', { count: selectedCount })}</span> : null}
          </div>
          {statuses.length > 0 ? (
            <ul className="t-report-modal__list">
              {statuses.map((item) => (
                <ReportStatusRow key={item.status.id} status={item.status} selected={item.selected} onToggle={onToggleStatus} />
              ))}
            </ul>
          ) : (
            <p className="t-report-modal__empty" role={isLoadingStatuses ? 'status' : undefined}>
              {isLoadingStatuses ? t('common.loading') : t('modals.report.empty')}
            </p>
          )}
        </section>
        <div className="t-report-modal__form">
          <p id={ids.hint} className="t-report-modal__hint">
            {t('modals.report.hint')}
          </p>
          <label htmlFor={ids.comment} className="t-visually-hidden">
            {t('modals.report.comment')}
          </label>
          <textarea
            id={ids.comment}
            className="t-report-modal__comment"
            placeholder={t('modals.report.comment')}
            aria-describedby={`${ids.hint} ${ids.count}`}
            maxLength={REPORT_COMMENT_MAX}
            rows={5}
            value={comment}
            onChange={(event) => onComment(event.target.value.slice(0, REPORT_COMMENT_MAX))}
          />
          <span id={ids.count} className="t-report-modal__count">
            <span className="t-visually-hidden">{t('modals.report.characters_used')} </span>
            {comment.length}/{REPORT_COMMENT_MAX}
          </span>
          {remoteDomain !== null ? (
            <div className="t-report-modal__forward">
              <p className="t-report-modal__hint">{t('modals.report.forward_hint')}</p>
              <SettingToggle label={t('modals.report.forward', { domain: remoteDomain })} checked={forward} onChange={onForward} />
            </div>
          ) : null}
        </div>
      </div>
      <footer className="t-report-modal__footer">
        <Button variant="plain" onPress={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="primary" isDisabled={isSubmitting} onPress={onSubmit}>
          {t('modals.report.submit')}
        </Button>
      </footer>
    </Modal>
  );
}

interface ReportStatusRowProps {
  status: ReportStatus;
  selected: boolean;
  onToggle: (id: string) => void;
}

/** One status with its checkbox; the whole row toggles it. */
const ReportStatusRow = memo(function ReportStatusRow({ status, selected, onToggle }: ReportStatusRowProps) {
  const t = useT();
  const hasWarning = status.spoiler_text.trim() !== '';
  const media = status.media_attachments.length;
  return (
    <li className={selected ? 't-report-status is-selected' : 't-report-status'}>
      <label className="t-report-status__label">
        <input type="checkbox" className="t-report-status__input t-visually-hidden" checked={selected} onChange={() => onToggle(status.id)} />
        <span className="t-report-status__box" aria-hidden="true">
          <CheckIcon size={14} />
        </span>
        <span className="t-report-status__body">
          <span className="t-report-status__meta">
            <VisibilityIcon visibility={status.visibility} size={13} />
            <RelativeTime date={status.created_at} />
          </span>
          {hasWarning ? (
            <span className="t-report-status__warning">
              {status.spoilerHtml ? <SafeHtml as="span" html={status.spoilerHtml} /> : status.spoiler_text}
            </span>
          ) : (
            <SafeHtml as="span" className="t-report-status__content" html={status.contentHtml} />
          )}
          {media > 0 ? (
            <span className="t-report-status__media">
              <ImageIcon size={14} />
              {t('modals.report.attachments', { count: media })}
            </span>
          ) : null}
        </span>
      </label>
    </li>
  );
});
