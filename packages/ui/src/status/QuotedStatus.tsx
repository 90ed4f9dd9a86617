import { memo, useCallback, useState, type MouseEvent } from 'react';
import { quoteDisplay, type DisplayMedia, type QuoteRecord, type StatusFilterVerdict, type StatusRecordWithAccount } from '@trumpet/core';
import { AppLink, type NavigateHandler } from '../common/AppLink';
import { Avatar } from '../common/Avatar';
import { Button } from '../common/Button';
import { DisplayName } from '../common/DisplayName';
import { RelativeTime } from '../common/RelativeTime';
import { useT } from '../i18n/locale-context';
import { QuoteIcon } from '../icons';
import type { PlaybackState } from '../media/VideoPlayer';
import { StatusBody } from './StatusBody';
import './QuotedStatus.css';

export interface QuotedStatusProps {
  /** The quoting status's quote. */
  quote: QuoteRecord;
  /** The quoted status with its author, when the store has it. */
  quoted: StatusRecordWithAccount | null;
  me: string | null;
  displayMedia: DisplayMedia;
  autoPlayGif: boolean;
  onNavigate?: NavigateHandler;
  onToggleHidden?: (statusId: string, hidden: boolean) => void;
  onOpenMedia?: (statusId: string, index: number, playback?: PlaybackState) => void;
  /** What the reader's filters say of the quoted status in this context (core's statusFilterVerdict). */
  filter?: StatusFilterVerdict;
}

const INTERACTIVE = 'a, button, input, label, video, audio, [role="button"]';

/**
 * A quoted status inside the quoting one (Mastodon 4.5 quote posts): a compact card with its author,
 * its content behind its own content warning and its media, opening the quoted status when clicked;
 * or the line Mastodon shows instead when the quote is not accepted. A quote inside it is one link.
 */
export const QuotedStatus = memo(function QuotedStatus({ quote, quoted, me, displayMedia, autoPlayGif, onNavigate, onToggleHidden, onOpenMedia, filter }: QuotedStatusProps) {
  const t = useT();
  const [revealed, setRevealed] = useState(false);
  const path = quoted ? `/statuses/${quoted.id}` : null;
  const open = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      // The quoting status opens its own thread on a click: a click on the card opens the quoted one.
      event.preventDefault();
      if (!onNavigate || !path || event.button !== 0) return;
      if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
      if (typeof window !== 'undefined' && window.getSelection()?.toString()) return;
      onNavigate(path);
    },
    [onNavigate, path],
  );

  const display = quoteDisplay(quote, quoted !== null);
  const account = quoted?.account ?? null;
  if (display !== 'quoted' && !(revealed && quoted)) {
    const name = account?.acct ?? '';
    const hidden = display === 'blocked_account' || display === 'blocked_domain' || display === 'muted_account';
    const message =
      display === 'pending'
        ? t('status.quote.pending')
        : display === 'revoked'
          ? t('status.quote.revoked')
          : display === 'blocked_account'
            ? t('status.quote.blocked_account', { name })
            : display === 'blocked_domain'
              ? t('status.quote.blocked_domain', { domain: name.split('@')[1] ?? name })
              : display === 'muted_account'
                ? t('status.quote.muted_account', { name })
                : t('status.quote.unavailable');
    return (
      <div className={`t-quote t-quote--notice t-quote--${display}`} data-quote-state={quote.state}>
        <QuoteIcon size={15} className="t-quote__notice-icon" />
        <span className="t-quote__notice-text">{message}</span>
        {hidden ? (
          <Button size="s" variant="plain" onPress={() => setRevealed(true)}>
            {t('status.quote.show_anyway')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (!quoted || !path) return null;
  // A quoted post one of the reader's filters catches stays behind a line, as a post of its own would.
  if ((filter?.action === 'hide' || filter?.action === 'warn') && !revealed) {
    const titles = filter.action === 'warn' ? filter.titles : [];
    return (
      <div className="t-quote t-quote--notice t-quote--filtered" data-quote-state={quote.state}>
        <QuoteIcon size={15} className="t-quote__notice-icon" />
        <span className="t-quote__notice-text">{titles.length > 0 ? t('status.filtered_by', { titles: titles.join(', ') }) : t('status.filtered')}</span>
        <Button size="s" variant="plain" onPress={() => setRevealed(true)}>
          {t('status.quote.show_anyway')}
        </Button>
      </div>
    );
  }
  const blurMedia = filter?.action === 'blur' || (filter?.action === 'warn' && filter.blurMedia);
  const inner = quoted.quote?.state === 'accepted' ? quoted.quote.quoted_status_id : null;

  return (
    <div
      className="t-quote"
      data-quote-state={quote.state}
      role="group"
      aria-label={t('status.quote.label', { acct: account?.acct ?? '' })}
      onClick={open}
    >
      <div className="t-quote__header">
        {account ? <Avatar src={account.avatar} size={20} /> : null}
        {account ? <DisplayName account={account} className="t-quote__author" /> : <span className="t-quote__author" />}
        <AppLink to={path} onNavigate={onNavigate} className="t-quote__time">
          <RelativeTime date={quoted.created_at} />
        </AppLink>
      </div>
      <div className="t-quote__body">
        <StatusBody
          shown={quoted}
          me={me}
          displayMedia={blurMedia ? 'hide_all' : displayMedia}
          autoPlayGif={autoPlayGif}
          onNavigate={onNavigate}
          onToggleHidden={onToggleHidden}
          onOpenMedia={onOpenMedia}
        />
      </div>
      {inner ? (
        <AppLink to={`/statuses/${inner}`} onNavigate={onNavigate} className="t-quote__nested">
          <QuoteIcon size={14} /> {t('status.quote.nested')}
        </AppLink>
      ) : null}
    </div>
  );
});
