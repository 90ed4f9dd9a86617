import { rememberedAccount } from '../../test/support/remembered';
import { activeAccountKey, markAccountExpired, rememberAccount, setActiveAccountKey } from './accounts';
import { linkForAccount, takeAccountFromLink } from './account-hand-off';

/** The page's address as takeAccountFromLink sees it, and what it leaves in the address bar. */
function page(href: string) {
  let shown = href;
  const here = { href } as Location;
  const history = { state: null, replaceState: (_state: unknown, _unused: string, url: string) => void (shown = url) } as unknown as History;
  return { here, history, shown: () => shown };
}

describe('links into the app for one account (a push notification’s click)', () => {
  const demo = rememberedAccount('1', 'https://a.test', 'demo');
  const alice = rememberedAccount('2', 'https://b.test', 'alice');
  beforeEach(() => {
    localStorage.clear();
    rememberAccount(demo);
    rememberAccount(alice);
    setActiveAccountKey(demo.key);
  });

  it('names the account on any path, keeping its query', () => {
    expect(linkForAccount('/statuses/9', alice.key)).toBe(`/statuses/9?account=${encodeURIComponent(alice.key)}`);
    expect(linkForAccount('/share?in_reply_to=9', alice.key)).toBe(`/share?in_reply_to=9&account=${encodeURIComponent(alice.key)}`);
    expect(linkForAccount('/notifications', null)).toBe('/notifications');
  });

  it('switches to the account it names and drops the parameter from the address', () => {
    const { here, history, shown } = page(`https://a.test${linkForAccount('/share?in_reply_to=9', alice.key)}`);
    takeAccountFromLink(here, history);
    expect(activeAccountKey()).toBe(alice.key);
    expect(shown()).toBe('/share?in_reply_to=9');
  });

  it('leaves the active account for an unknown or expired one, and an address without the parameter alone', () => {
    const unknown = page(`https://a.test/statuses/9?account=${encodeURIComponent('5@https://c.test')}`);
    takeAccountFromLink(unknown.here, unknown.history);
    expect(activeAccountKey()).toBe(demo.key);
    expect(unknown.shown()).toBe('/statuses/9');
    markAccountExpired(alice.key);
    const expired = page(`https://a.test${linkForAccount('/statuses/9', alice.key)}`);
    takeAccountFromLink(expired.here, expired.history);
    expect(activeAccountKey()).toBe(demo.key);
    const plain = page('https://a.test/statuses/9?x=1');
    takeAccountFromLink(plain.here, plain.history);
    expect(plain.shown()).toBe('https://a.test/statuses/9?x=1');
  });
});
