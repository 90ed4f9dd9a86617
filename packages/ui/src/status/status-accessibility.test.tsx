import { render, screen } from '@testing-library/react';
import { formatFullDate } from '@trumpet/core/text';
import { localZone } from '../common/RelativeTime';
import { Status } from './Status';
import { StatusDetail } from './StatusDetail';
import { makeAccount, makeShown, makeStatus } from './test-fixtures';

// What a screen reader hears of a status: the article's name (Mastodon's textForScreenReader) and the
// action buttons with the counts they show.

const alice = makeAccount({ id: '1', username: 'alice', acct: 'alice', display_name: 'Alice Liddell', display_name_html: 'Alice Liddell' });
const bob = makeAccount({ id: '2', username: 'bob', acct: 'bob@remote.test', display_name: '', display_name_html: '' });
const CREATED = '2026-03-05T14:30:00.000Z';
const time = formatFullDate(CREATED, { locale: 'en', timeZone: localZone() });

describe('the status article', () => {
  it('is named by the author, the content as plain text, the time and the acct', () => {
    render(<Status status={makeStatus({ id: '7', account: alice, created_at: CREATED, content: '<p>Hello <b>world</b></p><p>again</p>' })} me={null} />);
    expect(screen.getByRole('article', { name: `Alice Liddell, Hello world again, ${time}, alice` })).toBeTruthy();
  });

  it('reads the content warning while it hides the content', () => {
    const status = makeStatus({ id: '7', account: alice, created_at: CREATED, spoiler_text: 'Film spoilers', content: '<p>The butler</p>', hidden: true });
    const { rerender } = render(<Status status={status} me={null} />);
    expect(screen.getByRole('article', { name: `Alice Liddell, Film spoilers, ${time}, alice` })).toBeTruthy();
    rerender(<Status status={{ ...status, hidden: false }} me={null} onToggleHidden={() => undefined} />);
    expect(screen.getByRole('article', { name: `Alice Liddell, The butler, ${time}, alice` })).toBeTruthy();
  });

  it('says who boosted it, and names an author without a display name by their username', () => {
    render(<Status status={makeStatus({ id: '1', account: alice }, makeShown({ id: '2', account: bob, created_at: CREATED, content: '<p>Hi</p>' }))} me={null} />);
    expect(screen.getByRole('article', { name: `bob, Hi, ${time}, bob@remote.test, Alice Liddell boosted` })).toBeTruthy();
  });

  it('names the detailed status the same way', () => {
    render(<StatusDetail status={makeStatus({ id: '7', account: alice, created_at: CREATED, content: '<p>Detail</p>' })} me={null} />);
    expect(screen.getByRole('article', { name: `Alice Liddell, Detail, ${time}, alice` })).toBeTruthy();
  });
});

describe('the action buttons', () => {
  it('have the count they show in their name', () => {
    render(<Status status={makeStatus({ id: '7', account: alice, replies_count: 4, reblogs_count: 3, favourites_count: 1234 })} me="9" />);
    const actions = screen.getByRole('group', { name: 'Actions' });
    for (const name of ['Reply, 1+', 'Boost, 3', 'Favourite, 1.2K', 'Bookmark']) expect(actions.querySelector(`[aria-label="${name}"]`)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Boost, 3' }).textContent).toContain('3');
    expect(screen.getByRole('button', { name: 'Favourite, 1.2K' }).textContent).toContain('1.2K');
  });

  it('have no count in their name when none is shown', () => {
    render(<Status status={makeStatus({ id: '7', account: alice, replies_count: 0, reblogs_count: 0, favourites_count: 0 })} me="9" />);
    expect(screen.getByRole('button', { name: 'Boost' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Favourite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reply, 0' })).toBeTruthy();
  });

  it('in the thread view, where the counts are listed above, are named without them', () => {
    render(<StatusDetail status={makeStatus({ id: '7', account: alice, reblogs_count: 3, favourites_count: 2 })} me="9" />);
    expect(screen.getByRole('button', { name: 'Boost' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Favourite' })).toBeTruthy();
  });
});
