import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Card, embedSource, type CardData } from './Card';

const base: CardData = {
  url: 'https://www.example.org/articles/1',
  title: 'An article',
  description: 'The quick brown fox jumps over the lazy dog and keeps on running far away',
  type: 'link',
  authors: [],
  author_name: '',
  author_url: '',
  provider_name: '',
  provider_url: '',
  html: '',
  width: 400,
  height: 200,
  image: 'https://www.example.org/image.png',
  embed_url: '',
  blurhash: null,
};

describe('Card (SPEC §2)', () => {
  it('shows the host without a provider name, the title and the trimmed description', () => {
    render(<Card card={base} />);
    expect(screen.getByText('example.org')).toBeTruthy();
    expect(screen.getByText('An article')).toBeTruthy();
    expect(screen.getByText('The quick brown fox jumps over the lazy dog and keeps…')).toBeTruthy();
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe(base.url);
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('prefers the provider name and shows the full description in the thread view', () => {
    render(<Card card={{ ...base, provider_name: 'Example News' }} detailed />);
    expect(screen.getByText('Example News')).toBeTruthy();
    expect(screen.getByText(base.description)).toBeTruthy();
  });

  it('plays a video card in our own sandboxed iframe with autoplay=1, never the provider html', async () => {
    const card: CardData = {
      ...base,
      type: 'video',
      html: '<iframe src="https://video.example/embed/9?start=3" onload="steal()"></iframe><script>steal()</script>',
    };
    const { container } = render(<Card card={card} />);
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play An article' }));
    const iframe = container.querySelector('iframe')!;
    expect(iframe.getAttribute('src')).toBe('https://video.example/embed/9?start=3&autoplay=1');
    expect(iframe.getAttribute('sandbox')?.split(' ')).toEqual(expect.arrayContaining(['allow-scripts']));
    // Scripts never come with allow-same-origin: the embed can not lift its sandbox or reach the app.
    expect(iframe.getAttribute('sandbox')?.split(' ')).not.toContain('allow-same-origin');
    expect(iframe.getAttribute('onload')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('embedSource', () => {
  it.each([
    ['an https iframe', '<iframe src="https://v.test/e/1"></iframe>', 'https://v.test/e/1?autoplay=1'],
    ['no iframe', '<div>video</div>', null],
    ['a javascript: src', '<iframe src="javascript:alert(1)"></iframe>', null],
    ['a relative src', '<iframe src="/embed/1"></iframe>', null],
    ['empty html', '', null],
    ['a data: src', '<iframe src="data:text/html,<script>parent.x()</script>"></iframe>', null],
    ['a protocol-relative src', '<iframe src="//v.test/e/1"></iframe>', null],
    [`the app's own origin (${window.location.origin})`, `<iframe src="${window.location.origin}/web/statuses/1"></iframe>`, null],
  ])('%s', (_name, html, expected) => {
    expect(embedSource(html)).toBe(expected);
  });
});

describe('a video card embedding the app itself', () => {
  it('opens no iframe, and its play button opens the card URL in a new tab instead', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const card: CardData = { ...base, type: 'video', html: `<iframe src="${window.location.origin}/"></iframe>` };
    const { container } = render(<Card card={card} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play An article' }));
    expect(container.querySelector('iframe')).toBeNull();
    expect(open).toHaveBeenCalledWith(base.url, '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});

describe('photo card', () => {
  it('zooms into the image with onZoom, and links its text', async () => {
    const onZoom = jest.fn();
    render(<Card card={{ ...base, type: 'photo', title: 'Sunset' }} onZoom={onZoom} />);
    await userEvent.click(screen.getByRole('button', { name: 'Zoom Sunset' }));
    expect(onZoom).toHaveBeenCalled();
    expect(screen.getByRole('link').getAttribute('href')).toBe(base.url);
  });

  it('is a plain link without onZoom', () => {
    render(<Card card={{ ...base, type: 'photo' }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
