import { memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { escapeHtml, htmlToPlainText, isRtl } from '@trumpet/core/text';
import { SafeHtml, type ContentLink } from '../common/SafeHtml';
import type { NavigateHandler } from '../common/AppLink';
import { useT } from '../i18n/locale-context';
import type { ShownStatus } from './status-menu';
import { useElementHeight } from './use-element-height';

/** SPEC §9: content taller than this collapses behind 'Read more'. */
export const COLLAPSE_HEIGHT = 642;

export interface StatusContentProps {
  status: ShownStatus;
  /** Whether the content warning hides the content. */
  hidden: boolean;
  onToggleHidden: () => void;
  /** Timelines collapse tall content; the thread view never does. */
  collapsible: boolean;
  onNavigate?: NavigateHandler;
  /** The poll, media and card go inside the warning with the text. */
  children?: React.ReactNode;
}

/** The content warning, the text (right-to-left when SPEC §5 says so) and the 'Read more' collapse. */
export const StatusContent = memo(function StatusContent({ status, hidden, onToggleHidden, collapsible, onNavigate, children }: StatusContentProps) {
  const t = useT();
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentId = useId();
  const [expanded, setExpanded] = useState(false);
  const hasWarning = status.spoilerHtml.trim() !== '' || status.spoiler_text.trim() !== '';
  const contentHidden = hasWarning && hidden;
  const measure = collapsible && !expanded && !contentHidden;
  const height = useElementHeight(bodyRef, measure);
  const collapsed = measure && height > COLLAPSE_HEIGHT;

  const dir = useMemo(() => (isRtl(htmlToPlainText(status.contentHtml)) ? 'rtl' : 'ltr'), [status.contentHtml]);
  const { mentions, tags } = status;
  const onLinkClick = useCallback(
    (link: ContentLink) => {
      if (!onNavigate) return false;
      if (link.kind === 'mention') {
        const mention = mentions.find((candidate) => candidate.url === link.href);
        if (!mention) return false;
        onNavigate(`/accounts/${mention.id}`);
        return true;
      }
      if (link.kind === 'hashtag') {
        const fromText = link.text.replace(/^#/, '');
        const tag = tags.find((candidate) => candidate.url === link.href || candidate.name.toLowerCase() === fromText.toLowerCase());
        const name = (tag?.name ?? fromText).toLowerCase();
        if (!name) return false;
        onNavigate(`/timelines/tag/${encodeURIComponent(name)}`);
        return true;
      }
      return false;
    },
    [onNavigate, mentions, tags],
  );

  return (
    <div className="t-status__content">
      {hasWarning ? (
        <div className="t-status__warning">
          <SafeHtml as="span" className="t-status__spoiler" html={status.spoilerHtml || escapeHtml(status.spoiler_text)} dir="auto" onLinkClick={onLinkClick} />
          <button type="button" className="t-status__warning-toggle" aria-expanded={!contentHidden} aria-controls={contentId} onClick={onToggleHidden}>
            {contentHidden ? t('status.content_warning.show_more') : t('status.content_warning.show_less')}
          </button>
        </div>
      ) : null}
      <div id={contentId} className="t-status__reveal" hidden={contentHidden}>
        {contentHidden ? null : (
          <>
            <div className={collapsed ? 't-status__collapse is-collapsed' : 't-status__collapse'}>
              <div ref={bodyRef}>
                {status.contentHtml ? (
                  <SafeHtml className="t-status__text" html={status.contentHtml} lang={status.language ?? undefined} dir={dir} onLinkClick={onLinkClick} />
                ) : null}
              </div>
            </div>
            {collapsed ? (
              <button type="button" className="t-status__read-more" onClick={() => setExpanded(true)}>
                {t('status.read_more')}
              </button>
            ) : null}
            {children}
          </>
        )}
      </div>
    </div>
  );
});
