import { useMemo } from 'react';
import type { StatusEditRecord } from '@trumpet/core';
import { formatFullDate, htmlToPlainText } from '@trumpet/core/text';
import { IconButton } from '../common/Button';
import { Modal } from '../common/Modal';
import { localZone } from '../common/RelativeTime';
import { useLocale, useT } from '../i18n/locale-context';
import { CloseIcon } from '../icons';
import { wordDiff, type DiffPart } from './word-diff';
import './StatusHistoryModal.css';

export interface StatusHistoryModalProps {
  /** The revisions, newest first (core's selectStatusHistory). */
  versions: readonly StatusEditRecord[];
  isLoading?: boolean;
  /** The history could not be loaded. */
  failed?: boolean;
  onClose: () => void;
  isOpen?: boolean;
}

/** Inserted words underlined, removed ones struck through, each also named for screen readers (not colour alone). */
function Diff({ parts }: { parts: readonly DiffPart[] }) {
  const t = useT();
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === 'same') return <span key={index}>{part.text}</span>;
        const Tag = part.kind === 'added' ? 'ins' : 'del';
        return (
          <Tag key={index} className={`t-history__${part.kind}`}>
            <span className="t-visually-hidden">{t(part.kind === 'added' ? 'modals.history.added' : 'modals.history.removed')} </span>
            {part.text}
          </Tag>
        );
      })}
    </>
  );
}

interface Version {
  record: StatusEditRecord;
  spoiler: DiffPart[];
  content: DiffPart[];
}

/** Each revision against the one before it; the first against nothing, so it reads as it was. */
function versionsWithDiffs(versions: readonly StatusEditRecord[]): Version[] {
  return versions.map((record, index) => {
    const previous = versions[index + 1];
    const text = htmlToPlainText(record.contentHtml).trim();
    return {
      record,
      spoiler: previous ? wordDiff(previous.spoilerText, record.spoilerText) : [{ kind: 'same', text: record.spoilerText }],
      content: previous ? wordDiff(htmlToPlainText(previous.contentHtml).trim(), text) : [{ kind: 'same', text }],
    };
  });
}

/** The edit history of a status: its versions newest first, each with its time and what changed. */
export function StatusHistoryModal({ versions, isLoading = false, failed = false, onClose, isOpen = true }: StatusHistoryModalProps) {
  const t = useT();
  const locale = useLocale();
  const shown = useMemo(() => versionsWithDiffs(versions), [versions]);
  const date = (iso: string) => formatFullDate(iso, { locale, timeZone: localZone() });
  return (
    <Modal isOpen={isOpen} onClose={onClose} label={t('modals.history.title')} className="t-history">
      <header className="t-history__header">
        <h2 className="t-history__title">{t('modals.history.title')}</h2>
        <IconButton icon={CloseIcon} iconSize={18} label={t('common.close')} onPress={onClose} />
      </header>
      {isLoading ? <p className="t-history__note">{t('common.loading')}</p> : null}
      {failed ? (
        <p className="t-history__note" role="alert">
          {t('modals.history.error')}
        </p>
      ) : null}
      <ol className="t-history__list">
        {shown.map(({ record, spoiler, content }, index) => {
          const original = index === shown.length - 1;
          const previous = shown[index + 1]?.record;
          return (
            <li key={`${record.createdAt}-${index}`} className="t-history__version">
              <h3 className="t-history__when">
                <time dateTime={record.createdAt}>{t(original ? 'modals.history.created' : 'modals.history.edited', { date: date(record.createdAt) })}</time>
                {index === 0 && !original ? <span className="t-history__current">{t('modals.history.current')}</span> : null}
              </h3>
              {record.spoilerText !== '' || (previous && previous.spoilerText !== '') ? (
                <p className="t-history__spoiler" dir="auto">
                  <span className="t-history__label">{t('modals.history.content_warning')}: </span>
                  <Diff parts={spoiler} />
                </p>
              ) : null}
              <p className="t-history__content" dir="auto">
                <Diff parts={content} />
              </p>
              {record.pollOptions ? (
                <div className="t-history__poll">
                  <span className="t-history__label">{t('modals.history.poll')}</span>
                  <ul>
                    {record.pollOptions.map((option, optionIndex) => (
                      <li key={optionIndex} dir="auto">
                        <Diff parts={previous?.pollOptions ? wordDiff(previous.pollOptions[optionIndex] ?? '', option) : [{ kind: 'same', text: option }]} />
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {record.media.length > 0 ? (
                <p className="t-history__media">{t('modals.history.media', { count: record.media.length, n: record.media.length })}</p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Modal>
  );
}
