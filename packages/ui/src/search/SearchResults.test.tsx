import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LinkComponentProps } from '../navigation/links';
import { recentPeople, type SearchHashtag } from './HashtagRow';
import { SearchResultList } from './SearchResultList';
import { SearchResults } from './SearchResults';
import { SearchTabs } from './SearchTabs';

function Link({ to, children, ...rest }: LinkComponentProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

const jazz: SearchHashtag = {
  name: 'Jazz',
  history: [
    { day: '3', uses: '4', accounts: '3' },
    { day: '2', uses: '2', accounts: '2' },
    { day: '1', uses: '9', accounts: '5' },
  ],
};
const common = {
  renderAccount: (id: string) => <span>account {id}</span>,
  renderStatus: (id: string) => <article>status {id}</article>,
  hashtagHref: (name: string) => `/timelines/tag/${name.toLowerCase()}`,
  LinkComponent: Link,
};

describe('SearchResults', () => {
  it('shows people, hashtags with their recent use, and posts, each with a see-all link', () => {
    render(
      <SearchResults
        {...common}
        query="jazz"
        results={{ accounts: ['1', '2'], statuses: ['10'], hashtags: [jazz] }}
        isLoading={false}
        failed={false}
        seeAllHref={(tab) => `/search?q=jazz&type=${tab}`}
      />,
    );
    const region = screen.getByRole('region', { name: 'Search results for “jazz”' });
    const headings = within(region).getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['People', 'Hashtags', 'Posts']);
    expect(screen.getByText('account 1')).toBeTruthy();
    expect(screen.getByText('status 10')).toBeTruthy();
    const tag = screen.getByRole('link', { name: /#Jazz/ });
    expect(tag.getAttribute('href')).toBe('/timelines/tag/jazz');
    expect(tag.textContent).toContain('5 people in the past 2 days');
    expect(screen.getAllByRole('link', { name: 'See all' }).map((link) => link.getAttribute('href'))).toEqual([
      '/search?q=jazz&type=accounts',
      '/search?q=jazz&type=hashtags',
      '/search?q=jazz&type=statuses',
    ]);
  });

  it('leaves out the sections with nothing in them', () => {
    render(<SearchResults {...common} query="x" results={{ accounts: [], statuses: ['10'], hashtags: [] }} isLoading={false} failed={false} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Posts']);
    expect(screen.queryByRole('link', { name: 'See all' })).toBeNull();
  });

  it('says when nothing was found, while it searches, and when it failed, with a retry', async () => {
    const { rerender } = render(<SearchResults {...common} query="zz" results={null} isLoading failed={false} />);
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    rerender(<SearchResults {...common} query="zz" results={{ accounts: [], statuses: [], hashtags: [] }} isLoading={false} failed={false} />);
    expect(screen.getByText('Could not find anything for these search terms')).toBeTruthy();
    const onRetry = jest.fn();
    rerender(<SearchResults {...common} query="zz" results={null} isLoading={false} failed onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The search did not go through.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('counts the people of today and yesterday', () => {
    expect(recentPeople(jazz)).toBe(5);
    expect(recentPeople({ name: 'x', history: [] })).toBe(0);
  });
});

describe('SearchResultList and SearchTabs', () => {
  it('lists one kind with Load more while there is more', async () => {
    const onLoadMore = jest.fn();
    const { rerender } = render(<SearchResultList {...common} type="accounts" ids={['1', '2']} hashtags={[]} isLoading={false} hasMore failed={false} onLoadMore={onLoadMore} />);
    expect(screen.getAllByText(/^account /).length).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<SearchResultList {...common} type="hashtags" ids={[]} hashtags={[jazz]} isLoading={false} hasMore={false} failed={false} onLoadMore={onLoadMore} />);
    expect(screen.getByRole('link', { name: /#Jazz/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    rerender(<SearchResultList {...common} type="statuses" ids={[]} hashtags={[]} isLoading={false} hasMore={false} failed={false} onLoadMore={onLoadMore} />);
    expect(screen.getByText('Could not find anything for these search terms')).toBeTruthy();
  });

  it('has the tabs All, People, Hashtags and Posts as links, the current one marked', () => {
    render(<SearchTabs active="hashtags" hrefFor={(tab) => `/search?q=a&type=${tab}`} LinkComponent={Link} />);
    const links = within(screen.getByRole('navigation', { name: 'Kinds of results' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['All', 'People', 'Hashtags', 'Posts']);
    expect(links[2]?.getAttribute('aria-current')).toBe('page');
    expect(links[0]?.getAttribute('href')).toBe('/search?q=a&type=all');
  });
});
