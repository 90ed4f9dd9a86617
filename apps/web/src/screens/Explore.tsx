import {
  fetchSuggestions,
  fetchTrendingLinks,
  fetchTrendingStatuses,
  fetchTrendingTags,
  selectSuggestions,
  selectSettings,
  selectSuggestionsStatus,
  selectTrendingLinks,
  selectTrendingStatuses,
  selectTrendingTags,
} from '@trumpet/core';
import { CompassIcon, EmptyMessage, SectionTabs, useT, type MessageId } from '@trumpet/ui';
import { TrendingHashtag, TrendingLink } from '@trumpet/ui/explore';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { StatusContainer } from '../connected/StatusContainer';
import { ColumnLoading } from '../layout/ColumnLoading';
import { RouterLink } from '../layout/RouterLink';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { WithDeferredFeatures } from '../store/deferred-features';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';
import { ExploreFeed } from './explore/ExploreFeed';
import { SuggestionRow } from './explore/SuggestionRow';
import NotFound from './NotFound';

type Section = 'posts' | 'tags' | 'links' | 'suggestions';

/** Mastodon's explore paths: /explore (posts), /explore/tags, /explore/links, /explore/suggestions. */
const SECTIONS: readonly { section: Section; href: string; label: MessageId }[] = [
  { section: 'posts', href: '/explore', label: 'explore.tabs.posts' },
  { section: 'tags', href: '/explore/tags', label: 'explore.tabs.hashtags' },
  { section: 'links', href: '/explore/links', label: 'explore.tabs.news' },
  { section: 'suggestions', href: '/explore/suggestions', label: 'explore.tabs.people' },
];

/**
 * /explore: what is trending (posts, hashtags, news) and whom to follow (people). With the trends
 * setting off (SPEC §3 settings `trends show`) only people are shown, at /explore too.
 */
export default function Explore({ column }: ScreenProps) {
  const { section = 'posts' } = useParams();
  const showTrends = useAppSelector(selectSettings).trends.show;
  const sections = useMemo(() => (showTrends ? SECTIONS : SECTIONS.filter((entry) => entry.section === 'suggestions')), [showTrends]);
  const known = SECTIONS.find((entry) => entry.section === section);
  const current = sections.find((entry) => entry === known) ?? (known ? sections[0] : undefined);
  const t = useT();
  if (!current) return <NotFound column={column} />;
  return (
    <ScreenColumn title={t('explore.title')} icon={CompassIcon} column={column}>
      <WithDeferredFeatures fallback={<ColumnLoading />}>
        <ExploreSection sections={sections} section={current.section} href={current.href} />
      </WithDeferredFeatures>
    </ScreenColumn>
  );
}

function ExploreSection({ sections, section, href }: { sections: typeof SECTIONS; section: Section; href: string }) {
  const t = useT();
  const tabs = useMemo(() => sections.map((entry) => ({ href: entry.href, label: t(entry.label) })), [sections, t]);
  const header = <SectionTabs label={t('explore.tabs.label')} tabs={tabs} current={href} LinkComponent={RouterLink} />;
  const label = t(SECTIONS.find((entry) => entry.section === section)?.label ?? 'explore.tabs.posts');
  if (section === 'tags') return <TrendingTags header={header} label={label} />;
  if (section === 'links') return <TrendingLinks header={header} label={label} />;
  if (section === 'suggestions') return <Suggestions header={header} label={label} />;
  return <TrendingStatuses header={header} label={label} />;
}

interface SectionProps {
  header: ReactNode;
  label: string;
}

function TrendingStatuses({ header, label }: SectionProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  const list = useAppSelector(selectTrendingStatuses);
  useEffect(() => {
    dispatch(fetchTrendingStatuses.request({}));
  }, [dispatch]);
  const feed = {
    ids: list.items,
    isLoading: list.isLoading || !list.loaded,
    hasMore: list.next !== null,
    loadMore: () => dispatch(fetchTrendingStatuses.request({ expand: true })),
  };
  const renderItem = useCallback((id: string) => <StatusContainer id={id} filterContext="public" />, []);
  return (
    <ExploreFeed list={feed} label={label} memoryKey="explore:posts" header={header} emptyMessage={<EmptyMessage>{t('explore.empty.posts')}</EmptyMessage>} estimatedItemHeight={160} renderItem={renderItem} />
  );
}

function TrendingTags({ header, label }: SectionProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  const list = useAppSelector(selectTrendingTags);
  useEffect(() => {
    dispatch(fetchTrendingTags.request({}));
  }, [dispatch]);
  const byName = useMemo(() => new Map(list.items.map((tag) => [tag.name, tag])), [list.items]);
  const renderItem = useCallback(
    (name: string) => {
      const tag = byName.get(name);
      return tag ? <TrendingHashtag name={tag.name} history={tag.history} LinkComponent={RouterLink} /> : null;
    },
    [byName],
  );
  const feed = { ids: [...byName.keys()], isLoading: list.isLoading || !list.loaded, hasMore: false };
  return (
    <ExploreFeed list={feed} label={label} memoryKey="explore:tags" header={header} emptyMessage={<EmptyMessage>{t('explore.empty.hashtags')}</EmptyMessage>} estimatedItemHeight={64} renderItem={renderItem} />
  );
}

function TrendingLinks({ header, label }: SectionProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  const list = useAppSelector(selectTrendingLinks);
  useEffect(() => {
    dispatch(fetchTrendingLinks.request({}));
  }, [dispatch]);
  const byUrl = useMemo(() => new Map(list.items.map((link) => [link.url, link])), [list.items]);
  const renderItem = useCallback(
    (url: string) => {
      const link = byUrl.get(url);
      return link ? <TrendingLink link={link} /> : null;
    },
    [byUrl],
  );
  const feed = {
    ids: [...byUrl.keys()],
    isLoading: list.isLoading || !list.loaded,
    hasMore: list.next !== null,
    loadMore: () => dispatch(fetchTrendingLinks.request({ expand: true })),
  };
  return (
    <ExploreFeed list={feed} label={label} memoryKey="explore:links" header={header} emptyMessage={<EmptyMessage>{t('explore.empty.news')}</EmptyMessage>} estimatedItemHeight={128} renderItem={renderItem} />
  );
}

function Suggestions({ header, label }: SectionProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  const suggestions = useAppSelector(selectSuggestions);
  const { isLoading, loaded } = useAppSelector(selectSuggestionsStatus);
  useEffect(() => {
    dispatch(fetchSuggestions.request());
  }, [dispatch]);
  const byId = useMemo(() => new Map(suggestions.map((suggestion) => [suggestion.accountId, suggestion])), [suggestions]);
  const renderItem = useCallback(
    (id: string) => {
      const suggestion = byId.get(id);
      return suggestion ? <SuggestionRow suggestion={suggestion} /> : null;
    },
    [byId],
  );
  const feed = { ids: [...byId.keys()], isLoading: isLoading || !loaded, hasMore: false };
  return (
    <ExploreFeed list={feed} label={label} memoryKey="explore:people" header={header} emptyMessage={<EmptyMessage>{t('explore.empty.people')}</EmptyMessage>} estimatedItemHeight={72} renderItem={renderItem} />
  );
}
