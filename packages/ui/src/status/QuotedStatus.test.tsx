import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuoteRecord } from '@trumpet/core';
import { Status } from './Status';
import { StatusDetail } from './StatusDetail';
import { makeAccount, makeShown, makeStatus } from './test-fixtures';
import { preloadDropdownMenu } from '../common/DropdownMenu';

beforeAll(() => preloadDropdownMenu());

const alice = makeAccount({ id: '1', username: 'alice', acct: 'alice', display_name_html: 'Alice' });
const bob = makeAccount({ id: '2', username: 'bob', acct: 'bob@remote.test', display_name_html: 'Bob' });
const approval = (current_user: 'automatic' | 'manual' | 'denied') => ({ automatic: ['public' as const], manual: [], current_user });

/** Bob's status quoting Alice's status 20 (when `quoted` is given, the store has it). */
function quoting(quote: QuoteRecord, quoted: ReturnType<typeof makeShown> | null = makeShown({ id: '20', account: alice, contentHtml: '<p>the original words</p>' })) {
  return makeStatus({ id: '10', account: bob, contentHtml: '<p>look at this</p>', quote }, null, quoted);
}

describe('a quoted status inside the quoting one', () => {
  it('shows the quoted author and content, and opens the quoted status on a click', () => {
    const onNavigate = jest.fn();
    render(<Status status={quoting({ state: 'accepted', quoted_status_id: '20' })} me="9" onNavigate={onNavigate} />);
    const card = screen.getByRole('group', { name: 'Quoted post by @alice' });
    expect(within(card).getByText('the original words')).toBeTruthy();
    expect(within(card).getByText('Alice')).toBeTruthy();
    fireEvent.click(within(card).getByText('the original words'));
    expect(onNavigate).toHaveBeenCalledWith('/statuses/20');
    expect(onNavigate).not.toHaveBeenCalledWith('/statuses/10');
    expect(within(card).getAllByRole('link').some((link) => link.getAttribute('href') === '/statuses/20')).toBe(true);
  });

  it.each([
    ['warn', { action: 'warn', titles: ['Spoilers'], blurMedia: false } as const, 'Filtered: Spoilers'],
    ['hide', { action: 'hide' } as const, 'Filtered'],
  ])('a quoted status a filter %ss stays behind a line until shown anyway', async (_action, filter, text) => {
    render(<Status status={quoting({ state: 'accepted', quoted_status_id: '20' })} quoteFilter={filter} me="9" />);
    expect(screen.queryByText('the original words')).toBeNull();
    expect(screen.getByText(text)).toBeTruthy();
    // The quoting post itself is not filtered.
    expect(screen.getByText('look at this')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show anyway' }));
    expect(within(screen.getByRole('group', { name: 'Quoted post by @alice' })).getByText('the original words')).toBeTruthy();
  });

  it('the focused status of a thread keeps a filtered quoted post behind its line too', () => {
    render(<StatusDetail status={quoting({ state: 'accepted', quoted_status_id: '20' })} quoteFilter={{ action: 'warn', titles: ['Spoilers'], blurMedia: false }} me="9" />);
    expect(screen.getByText('Filtered: Spoilers')).toBeTruthy();
    expect(screen.queryByText('the original words')).toBeNull();
  });

  it("keeps the quoted status's content warning closed until opened", async () => {
    const quoted = makeShown({ id: '20', account: alice, contentHtml: '<p>the twist</p>', spoiler_text: 'spoilers', spoilerHtml: 'spoilers', hidden: true });
    render(<Status status={quoting({ state: 'accepted', quoted_status_id: '20' }, quoted)} me="9" />);
    const card = screen.getByRole('group', { name: 'Quoted post by @alice' });
    expect(within(card).getByText('spoilers')).toBeTruthy();
    expect(within(card).queryByText('the twist')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Show more' }));
    expect(within(card).getByText('the twist')).toBeTruthy();
  });

  it.each([
    ['pending', 'Quote pending: waiting for the author to approve it'],
    ['revoked', 'The author removed this quote of their post'],
    ['rejected', 'The quoted post is not available'],
    ['deleted', 'The quoted post is not available'],
    ['unauthorized', 'The quoted post is not available'],
    ['unknown', 'The quoted post is not available'],
  ] as const)('a %s quote is a line of text instead of the quote', (state, text) => {
    render(<Status status={quoting({ state, quoted_status_id: null }, null)} me="9" />);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Quoted post/ })).toBeNull();
  });

  it.each([
    ['blocked_account', 'Quoted post hidden: you blocked @alice'],
    ['muted_account', 'Quoted post hidden: you muted @alice'],
    ['blocked_domain', 'Quoted post hidden: you blocked remote.test'],
  ] as const)('a quote of someone %s is hidden behind "Show anyway"', async (state, text) => {
    const author = state === 'blocked_domain' ? makeAccount({ id: '1', username: 'alice', acct: 'alice@remote.test', display_name_html: 'Alice' }) : alice;
    render(<Status status={quoting({ state, quoted_status_id: '20' }, makeShown({ id: '20', account: author, contentHtml: '<p>hidden words</p>' }))} me="9" />);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText('hidden words')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show anyway' }));
    expect(screen.getByText('hidden words')).toBeTruthy();
  });

  it('shows one level: the quote inside the quoted status is a link', () => {
    const quoted = makeShown({ id: '20', account: alice, contentHtml: '<p>middle</p>', quote: { state: 'accepted', quoted_status_id: '30' } });
    render(<Status status={quoting({ state: 'accepted', quoted_status_id: '20' }, quoted)} me="9" />);
    expect(screen.getByRole('link', { name: 'Quotes another post' }).getAttribute('href')).toBe('/statuses/30');
  });
});

describe('the Quote action', () => {
  it('quotes when the server allows it, and says why not when it does not', async () => {
    const onAction = jest.fn();
    const { rerender } = render(<Status status={makeStatus({ id: '5', account: alice, quote_approval: approval('automatic') })} me="9" onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quote' }));
    expect(onAction).toHaveBeenCalledWith('quote', '5');
    rerender(<Status status={makeStatus({ id: '5', account: alice, quote_approval: approval('manual') })} me="9" onAction={onAction} />);
    expect(screen.getByRole('button', { name: 'Quote (the author reviews it first)' })).toBeTruthy();
    rerender(<Status status={makeStatus({ id: '5', account: alice, quote_approval: approval('denied') })} me="9" onAction={onAction} />);
    const denied = screen.getByRole('button', { name: 'Quote' }) as HTMLButtonElement;
    expect(denied.disabled).toBe(true);
    expect(denied.closest('[title]')!.getAttribute('title')).toBe('The author does not allow quotes of this post');
  });

  it('is not offered by a server without quote policies, nor signed out', () => {
    const { rerender } = render(<Status status={makeStatus({ quote_approval: null })} me="9" />);
    expect(screen.queryByRole('button', { name: 'Quote' })).toBeNull();
    rerender(<Status status={makeStatus({ quote_approval: approval('automatic') })} me={null} />);
    expect(screen.queryByRole('button', { name: 'Quote' })).toBeNull();
  });

  it("offers 'Remove quote' on someone's quote of the viewer's post", async () => {
    const onAction = jest.fn();
    const me = '1';
    render(<Status status={quoting({ state: 'accepted', quoted_status_id: '20' })} me={me} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove quote' }));
    expect(onAction).toHaveBeenCalledWith('revoke-quote', '10');
  });

  it("offers no 'Remove quote' on a quote of someone else's post", async () => {
    render(<Status status={quoting({ state: 'accepted', quoted_status_id: '20' })} me="7" />);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await screen.findAllByRole('menuitem');
    expect(screen.queryByRole('menuitem', { name: 'Remove quote' })).toBeNull();
  });
});
