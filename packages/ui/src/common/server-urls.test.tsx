import { render, cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AccountHeader } from '../account/AccountHeader';
import { MediaGrid } from '../account/MediaGrid';
import { SuggestionList } from '../compose/SuggestionList';
import { UploadList } from '../compose/UploadList';
import { EmojiGlyph } from '../emoji/EmojiGrid';
import { MediaModal } from '../media/MediaModal';
import { Card, type CardData } from '../status/Card';
import { MediaGallery, type MediaAttachmentData } from '../status/MediaGallery';
import { Status } from '../status/Status';
import { StatusDetail } from '../status/StatusDetail';
import { makeAccount, makeStatus } from '../status/test-fixtures';
import { Avatar } from './Avatar';
import { ExternalLink } from './ExternalLink';

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = jest.fn(() => null);
  HTMLMediaElement.prototype.pause = jest.fn();
  HTMLMediaElement.prototype.play = jest.fn(() => Promise.resolve());
});
afterEach(cleanup);

const card = (url: string, type: CardData['type'] = 'link'): CardData => ({
  url,
  title: 'A page',
  description: 'About it',
  type,
  authors: [],
  author_name: '',
  author_url: '',
  provider_name: 'Provider',
  provider_url: '',
  html: '',
  width: 400,
  height: 200,
  image: url,
  embed_url: url,
  blurhash: null,
});

const media = (url: string, type: MediaAttachmentData['type']): MediaAttachmentData => ({
  id: `m-${type}`,
  type,
  url,
  preview_url: url,
  remote_url: url,
  description: 'described',
  blurhash: null,
  meta: null,
});

const account = (url: string) => makeAccount({ url, avatar: url, avatar_static: url, header: url, header_static: url });

/** Every component that writes a server URL into href, src or poster, given that URL everywhere. */
const components: [string, (url: string) => ReactElement][] = [
  ['Avatar', (url) => <Avatar src={url} />],
  ['ExternalLink', (url) => <ExternalLink href={url}>page</ExternalLink>],
  ['Card (link)', (url) => <Card card={card(url)} />],
  ['Card (photo)', (url) => <Card card={card(url, 'photo')} onZoom={jest.fn()} />],
  ['Card (video)', (url) => <Card card={{ ...card(url, 'video'), html: `<iframe src="${url}"></iframe>` }} />],
  ['Status', (url) => <Status status={makeStatus({ url, account: account(url), card: card(url), media_attachments: [media(url, 'image')] })} me={null} displayMedia="show_all" />],
  ['Status (gifv autoplay)', (url) => <Status status={makeStatus({ account: account(url), media_attachments: [media(url, 'gifv')] })} me={null} displayMedia="show_all" autoPlayGif />],
  [
    'StatusDetail',
    (url) => (
      <StatusDetail
        status={makeStatus({
          url,
          uri: url,
          account: account(url),
          card: card(url),
          application: { id: null, name: 'App', website: url, scopes: [], redirect_uri: null, redirect_uris: [], vapid_key: null },
          media_attachments: [media(url, 'image')],
        })}
        me={null}
        displayMedia="show_all"
      />
    ),
  ],
  [
    'AccountHeader',
    (url) => (
      <AccountHeader
        account={{ ...account(url), movedAccount: null }}
        relationship={null}
        isSelf={false}
        onAction={jest.fn()}
        identityProofs={[{ provider: 'keybase', provider_username: 'kb', proof_url: url, profile_url: url }]}
      />
    ),
  ],
  ['MediaGallery', (url) => <MediaGallery media={[media(url, 'image'), media(url, 'gifv')]} sensitive={false} displayMedia="show_all" autoPlayGif />],
  ['MediaGrid', (url) => <MediaGrid items={[{ statusId: '1', attachment: media(url, 'image'), sensitive: false }]} displayMedia="show_all" onOpen={jest.fn()} />],
  ['MediaModal (image)', (url) => <MediaModal media={[media(url, 'image')]} onClose={jest.fn()} />],
  ['MediaModal (video)', (url) => <MediaModal media={[media(url, 'video')]} onClose={jest.fn()} />],
  ['MediaModal (gifv)', (url) => <MediaModal media={[media(url, 'gifv')]} onClose={jest.fn()} />],
  ['MediaModal (audio)', (url) => <MediaModal media={[media(url, 'audio')]} onClose={jest.fn()} />],
  [
    'UploadList',
    (url) => <UploadList media={[{ id: 'u', type: 'video', previewUrl: url, description: '' }]} sensitive={false} onRemove={jest.fn()} onDescriptionChange={jest.fn()} onSensitiveChange={jest.fn()} />,
  ],
  [
    'SuggestionList',
    (url) => (
      <SuggestionList
        id="s"
        selectedIndex={0}
        onPick={jest.fn()}
        onHover={jest.fn()}
        suggestions={[
          { kind: 'account', id: '1', acct: 'a', displayNameHtml: 'A', avatar: url },
          { kind: 'emoji', shortcode: 'cat', custom: true, url, staticUrl: url },
        ]}
      />
    ),
  ],
  ['EmojiGlyph', (url) => <EmojiGlyph item={{ kind: 'custom', key: ':cat', shortcode: 'cat', src: url, url, name: ':cat:' }} />],
];

/** Every URL the page holds in an attribute a browser follows or loads. */
function urlsInPage(): string[] {
  const attributes = ['href', 'src', 'poster', 'srcset', 'data', 'action', 'formaction'];
  return [...document.body.querySelectorAll('*')].flatMap((element) => attributes.flatMap((name) => element.getAttribute(name) ?? []));
}

const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  ' \tjavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload="alert(1)"/>',
  'vbscript:msgbox(1)',
  '//evil.test/x.png',
];

describe.each(components)('%s', (_name, element) => {
  it('writes an https URL from the server', () => {
    render(element('https://files.test/x.png'));
    expect(urlsInPage()).toContain('https://files.test/x.png');
  });

  it.each(HOSTILE)('writes no href or src from %j', (hostile) => {
    render(element(hostile));
    for (const url of urlsInPage()) expect(url).toMatch(/^(?:https:\/\/|\/)/);
    expect(urlsInPage().join(' ')).not.toMatch(/javascript|vbscript|data:|evil\.test/i);
  });
});
