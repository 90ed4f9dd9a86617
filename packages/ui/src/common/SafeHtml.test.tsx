import { fireEvent, render, screen } from '@testing-library/react';
import { createHtmlSanitizer } from '@trumpet/core';
import createDOMPurify from 'dompurify';
import { SafeHtml, type ContentLink } from './SafeHtml';

describe('SafeHtml with the HTML the importer made', () => {
  // The core's importer sanitiser, as the web app makes it (apps/web/src/store/createAppStore.ts).
  const sanitize = createHtmlSanitizer(createDOMPurify(window));
  const hostile =
    '<p class="t-modal-root">Your session expired, sign in again</p><span class="w-column t-popover h-card">x</span>' +
    '<a href="javascript:alert(1)" onclick="alert(2)">link</a><img src=x onerror="window.hacked = true"><script>window.hacked = true</script>' +
    '<a href="https://a.test/@carol" class="u-url mention t-button">@carol</a>';

  it('renders no app class, no script, no handler and no unsafe link from a hostile status', () => {
    const { container } = render(<SafeHtml html={sanitize(hostile)} />);
    expect(container.querySelector('.t-modal-root, .w-column, .t-popover, .t-button, script, [onclick], [onerror]')).toBeNull();
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([null, 'https://a.test/@carol']);
    expect(container.querySelector('.h-card')).not.toBeNull();
    expect(container.querySelector('a[href]')?.getAttribute('rel')).toBe('nofollow noopener noreferrer');
    expect(container.querySelector('a[href]')?.getAttribute('target')).toBe('_blank');
  });

  it('inserts what it is given without sanitising again', () => {
    const html = sanitize('<p class="h-entry">Hi <a href="https://a.test/" class="mention">@a</a></p>');
    const { container } = render(<SafeHtml html={html} />);
    expect(container.firstElementChild?.innerHTML).toBe(html);
  });
});

describe('SafeHtml', () => {
  const html =
    '<p>Hi <a href="https://a.test/@carol" class="u-url mention">@<span>carol</span></a> ' +
    '<a href="https://a.test/tags/cats" class="mention hashtag">#<span>Cats</span></a> ' +
    '<a href="https://example.org/page">example.org</a></p>';

  it('routes a mention click through onLinkClick and stops the browser when handled', () => {
    const clicks: ContentLink[] = [];
    render(<SafeHtml html={html} onLinkClick={(link) => (clicks.push(link), true)} />);
    const mention = screen.getByText('carol');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    mention.dispatchEvent(event);
    expect(clicks).toEqual([{ kind: 'mention', href: 'https://a.test/@carol', text: '@carol' }]);
    expect(event.defaultPrevented).toBe(true);
  });

  it('classifies hashtags and plain links, and leaves unhandled links to the browser', () => {
    const clicks: ContentLink[] = [];
    render(<SafeHtml html={html} onLinkClick={(link) => (clicks.push(link), link.kind === 'hashtag')} />);
    fireEvent.click(screen.getByText('Cats'));
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByText('example.org').dispatchEvent(plain);
    expect(clicks.map((link) => link.kind)).toEqual(['hashtag', 'link']);
    expect(plain.defaultPrevented).toBe(false);
  });

  it('lets modified clicks (new tab) through without routing', () => {
    const onLinkClick = jest.fn(() => true);
    render(<SafeHtml html={html} onLinkClick={onLinkClick} />);
    fireEvent.click(screen.getByText('carol'), { ctrlKey: true });
    expect(onLinkClick).not.toHaveBeenCalled();
  });
});
