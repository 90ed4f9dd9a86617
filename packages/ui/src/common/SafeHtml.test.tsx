import { fireEvent, render, screen } from '@testing-library/react';
import { SafeHtml, sanitizeHtml, type ContentLink } from './SafeHtml';

describe('sanitizeHtml (SANITIZE_CONFIG at render)', () => {
  it('strips scripts, event handlers and javascript: links', () => {
    const clean = sanitizeHtml('<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a><img src="x" onerror="boom()"></p>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>Hi');
  });

  it('removes tags outside the allowlist but keeps their text', () => {
    expect(sanitizeHtml('<div><h1>Title</h1><iframe src="https://evil.test"></iframe><b>bold</b></div>')).toBe('Title<b>bold</b>');
  });

  it('keeps mention links and custom emoji, opening links in a new tab', () => {
    const clean = sanitizeHtml(
      '<p><a href="https://a.test/@b" class="u-url mention">@b</a> <img class="emojione custom-emoji" alt=":cat:" src="https://a.test/cat.png"></p>',
    );
    expect(clean).toContain('class="u-url mention"');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="nofollow noopener noreferrer"');
    expect(clean).toContain('alt=":cat:"');
  });
});

describe('SafeHtml', () => {
  const html =
    '<p>Hi <a href="https://a.test/@carol" class="u-url mention">@<span>carol</span></a> ' +
    '<a href="https://a.test/tags/cats" class="mention hashtag">#<span>Cats</span></a> ' +
    '<a href="https://example.org/page">example.org</a></p>';

  it('never renders a script from the input', () => {
    const { container } = render(<SafeHtml html={'<p>ok</p><script>window.hacked = true</script><a onclick="x()">y</a>'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.textContent).toBe('oky');
  });

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
