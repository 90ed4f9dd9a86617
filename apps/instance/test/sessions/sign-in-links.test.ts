import { rmSync } from 'node:fs';
import { createInstance, type Instance } from '../../src';
import { createSignInLink, redeemSignInLink, SIGN_IN_LINK_TTL_MS } from '../../src/sessions/sign-in-links';

describe('one-time sign-in links', () => {
  let clock = new Date('2026-11-22T08:00:00Z');
  const instance = createInstance({ dataDir: null, baseUrl: 'http://127.0.0.1:4000', now: () => clock });
  const dispose = (target: Instance): void => {
    target.db.close();
    rmSync(target.config.mediaDir, { recursive: true, force: true });
  };
  afterAll(() => dispose(instance));

  it('gives the account once, and nothing for a token it never made', () => {
    const token = createSignInLink(instance, '42');
    expect(redeemSignInLink(instance, 'made-up')).toBeNull();
    expect(redeemSignInLink(instance, token)).toBe('42');
    expect(redeemSignInLink(instance, token)).toBeNull();
  });

  it('expires after SIGN_IN_LINK_TTL_MS', () => {
    const fresh = createSignInLink(instance, '7');
    const stale = createSignInLink(instance, '7');
    clock = new Date(clock.getTime() + SIGN_IN_LINK_TTL_MS - 1);
    expect(redeemSignInLink(instance, fresh)).toBe('7');
    clock = new Date(clock.getTime() + 1);
    expect(redeemSignInLink(instance, stale)).toBeNull();
  });

  it('keeps the links of one instance away from another', () => {
    const other = createInstance({ dataDir: null, baseUrl: 'http://127.0.0.1:4001' });
    try {
      const token = createSignInLink(instance, '1');
      expect(redeemSignInLink(other, token)).toBeNull();
      expect(redeemSignInLink(instance, token)).toBe('1');
    } finally {
      dispose(other);
    }
  });
});
