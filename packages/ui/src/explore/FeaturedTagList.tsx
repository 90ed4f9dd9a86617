import { formatCount } from '@trumpet/core/text';
import { HashIcon } from '../icons';
import { useLocale, useT } from '../i18n/locale-context';
import { useLinkComponent, type LinkingProps } from '../navigation/links';
import './FeaturedTagList.css';

export interface FeaturedTagItem {
  id: string;
  name: string;
  statuses_count: number;
}

export interface FeaturedTagListProps extends LinkingProps {
  tags: readonly FeaturedTagItem[];
  /** Where a tag links: its timeline by default (an app links the account's toots with it). */
  hrefFor?: (name: string) => string;
  /** The tag whose toots are shown (lowercased), marked as the current page. */
  current?: string | null;
}

/** The hashtags an account features on its profile, each with how often the account used it. */
export function FeaturedTagList({ tags, hrefFor = (name) => `/timelines/tag/${encodeURIComponent(name.toLowerCase())}`, current = null, LinkComponent: linkOverride, onNavigate }: FeaturedTagListProps) {
  const t = useT();
  const locale = useLocale();
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  if (tags.length === 0) return null;
  return (
    <section className="t-featured-tags" aria-label={t('account.featured_tags.title')}>
      <h3 className="t-featured-tags__heading">{t('account.featured_tags.title')}</h3>
      <ul className="t-featured-tags__list">
        {tags.map((tag) => (
          <li key={tag.id}>
            <LinkComponent
              to={hrefFor(tag.name)}
              className={tag.name.toLowerCase() === current ? 't-featured-tags__tag is-current' : 't-featured-tags__tag'}
              aria-current={tag.name.toLowerCase() === current ? 'page' : undefined}
            >
              <HashIcon size={14} />
              <bdi className="t-featured-tags__name">{tag.name}</bdi>
              <span className="t-featured-tags__count">{t('account.featured_tags.count', { count: tag.statuses_count, n: formatCount(tag.statuses_count, locale) })}</span>
            </LinkComponent>
          </li>
        ))}
      </ul>
    </section>
  );
}
