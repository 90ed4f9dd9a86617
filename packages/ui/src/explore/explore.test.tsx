import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RelationshipState } from '../account/relationship';
import { ChoiceGroup } from './ChoiceGroup';
import { DirectoryCard, type DirectoryAccount } from './DirectoryCard';
import { FeaturedTagList } from './FeaturedTagList';
import { HashtagFollowButton } from './HashtagFollowButton';
import { SectionTabs } from '../common/SectionTabs';
import { SuggestionCard } from './SuggestionCard';
import { TrendingHashtag } from './TrendingHashtag';
import { TrendingLink, type TrendingLinkData } from './TrendingLink';

const rel: RelationshipState = {
  following: false,
  requested: false,
  followed_by: false,
  blocking: false,
  blocked_by: false,
  muting: false,
  domain_blocking: false,
  showing_reblogs: true,
  endorsed: false,
};
const dave: DirectoryAccount = {
  id: '7',
  acct: 'dave',
  username: 'dave',
  display_name_html: 'Dave',
  avatar: '/d.png',
  header: 'javascript:alert(1)',
  note_emojified: '<p>Bakes <b>bread</b></p>',
  statuses_count: 1200,
  followers_count: 1,
  last_status_at: null,
};

describe('TrendingHashtag', () => {
  it('links the tag’s timeline, counts the people of two days, and reads the week’s posts from the sparkline', () => {
    const history = [
      { day: '3', uses: '4', accounts: '2' },
      { day: '2', uses: '1', accounts: '1' },
      { day: '1', uses: '7', accounts: '5' },
    ];
    render(<TrendingHashtag name="Photography" history={history} />);
    expect(screen.getByRole('link', { name: '#Photography' }).getAttribute('href')).toBe('/timelines/tag/photography');
    expect(screen.getByText('3 people in the past 2 days')).toBeTruthy();
    const line = screen.getByRole('img', { name: '12 posts in the past week' });
    expect(line.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
  });
});

describe('TrendingLink', () => {
  const link: TrendingLinkData = { url: 'https://news.example/a', title: 'Harbour light', description: '', provider_name: '', author_name: 'Alice', image: 'https://news.example/a.png', width: 400, height: 200 };

  it('opens the article in a new tab with provider (or host), title, author and image', () => {
    render(<TrendingLink link={link} />);
    const anchor = screen.getByRole('link');
    expect(anchor.getAttribute('href')).toBe('https://news.example/a');
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.textContent).toContain('news.example');
    expect(anchor.textContent).toContain('Harbour light');
    expect(anchor.textContent).toContain('By Alice');
    expect(anchor.querySelector('img')?.getAttribute('src')).toBe('https://news.example/a.png');
  });

  it('drops an image that is not http(s), and a link that is not shows nothing', () => {
    const { container, rerender } = render(<TrendingLink link={{ ...link, image: 'javascript:alert(1)' }} />);
    expect(container.querySelector('img')).toBeNull();
    rerender(<TrendingLink link={{ ...link, url: 'javascript:alert(1)' }} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('SuggestionCard', () => {
  it('says why, follows and dismisses', async () => {
    const onAction = jest.fn();
    const onDismiss = jest.fn();
    render(<SuggestionCard account={dave} sources={['unknown', 'friends_of_friends']} relationship={rel} onAction={onAction} onDismiss={onDismiss} />);
    expect(screen.getByText('Followed by people you follow')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(onAction).toHaveBeenCalledWith('follow');
    await userEvent.click(screen.getByRole('button', { name: 'Don’t suggest @dave again' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});

describe('DirectoryCard', () => {
  it('shows the bio as text, the counts, and no header image that is not http(s)', async () => {
    const onAction = jest.fn();
    const { container } = render(<DirectoryCard account={dave} relationship={{ ...rel, following: true }} isSelf={false} onAction={onAction} />);
    const card = screen.getByRole('article', { name: 'dave' });
    expect(within(card).getByText('Bakes bread')).toBeTruthy();
    expect(card.textContent).toContain('1.2K posts');
    expect(card.textContent).toContain('1 follower');
    expect(card.textContent).toContain('No posts yet');
    expect(container.querySelector('.t-directory-card__header img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(onAction).toHaveBeenCalledWith('unfollow');
  });

  it('has no follow button signed out or on one’s own card', () => {
    const { rerender } = render(<DirectoryCard account={dave} relationship={rel} isSelf={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<DirectoryCard account={dave} relationship={rel} isSelf onAction={jest.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('SectionTabs, ChoiceGroup, FeaturedTagList, HashtagFollowButton', () => {
  it('marks the current tab', () => {
    render(<SectionTabs label="Explore sections" tabs={[{ href: '/explore', label: 'Posts' }, { href: '/explore/tags', label: 'Hashtags' }]} current="/explore/tags" />);
    const nav = screen.getByRole('navigation', { name: 'Explore sections' });
    expect(within(nav).getByRole('link', { name: 'Hashtags' }).className).toContain('is-current');
    expect(within(nav).getByRole('link', { name: 'Posts' }).className).not.toContain('is-current');
  });

  it('picks one choice', async () => {
    const onChange = jest.fn();
    render(<ChoiceGroup label="Order" choices={[{ value: 'active', label: 'Recently active' }, { value: 'new', label: 'New arrivals' }]} value="active" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Recently active' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'New arrivals' }));
    expect(onChange).toHaveBeenCalledWith('new');
  });

  it('lists featured hashtags with their counts, linking their timelines; nothing without any', () => {
    const { container, rerender } = render(<FeaturedTagList tags={[{ id: '1', name: 'Trumpet', statuses_count: 2 }]} />);
    expect(screen.getByRole('heading', { name: 'Featured hashtags' })).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/timelines/tag/trumpet');
    expect(screen.getByRole('link').textContent).toContain('2 posts');
    rerender(<FeaturedTagList tags={[{ id: '1', name: 'Trumpet', statuses_count: 2 }]} current="trumpet" hrefFor={(name) => `/accounts/4?tagged=${name}`} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/accounts/4?tagged=Trumpet');
    expect(screen.getByRole('link').className).toContain('is-current');
    rerender(<FeaturedTagList tags={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('names the hashtag button by what it does', async () => {
    const onToggle = jest.fn();
    const { rerender } = render(<HashtagFollowButton following={false} onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Follow hashtag' }));
    expect(onToggle).toHaveBeenCalled();
    rerender(<HashtagFollowButton following onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: 'Unfollow hashtag' })).toBeTruthy();
  });
});
