import type { QuoteApproval } from '@trumpet/api-client';
import { canRevokeQuote, quoteDisplay, quotePoliciesSupported, quoteRefusal } from './quote-rules';

const approval = (current_user: QuoteApproval['current_user']): { quote_approval: QuoteApproval } => ({
  quote_approval: { automatic: ['public'], manual: [], current_user },
});

describe('quote rules', () => {
  it.each([
    ['accepted', true, 'quoted'],
    ['accepted', false, 'unavailable'],
    ['pending', false, 'pending'],
    ['revoked', false, 'revoked'],
    ['rejected', true, 'unavailable'],
    ['deleted', false, 'unavailable'],
    ['unauthorized', true, 'unavailable'],
    ['unknown', true, 'unavailable'],
    ['blocked_account', true, 'blocked_account'],
    ['blocked_domain', true, 'blocked_domain'],
    ['muted_account', true, 'muted_account'],
    ['muted_account', false, 'unavailable'],
  ] as const)('a %s quote (quoted status loaded: %s) shows as %s', (state, loaded, shown) => {
    expect(quoteDisplay({ state, quoted_status_id: '1' }, loaded)).toBe(shown);
  });

  it('lets the viewer quote when the server approves automatically or manually', () => {
    expect(quoteRefusal(approval('automatic'), 'me')).toBeNull();
    expect(quoteRefusal(approval('manual'), 'me')).toBeNull();
    expect(quoteRefusal(approval('denied'), 'me')).toBe('denied');
    expect(quoteRefusal(approval('unknown'), 'me')).toBe('denied');
    expect(quoteRefusal({ quote_approval: null }, 'me')).toBe('unsupported');
    expect(quoteRefusal(approval('automatic'), null)).toBe('signed_out');
  });

  it("offers revoking only the quoted author, of a quote not already withdrawn", () => {
    const quote = { state: 'accepted', quoted_status_id: '9' } as const;
    expect(canRevokeQuote(quote, 'me', 'me')).toBe(true);
    expect(canRevokeQuote(quote, 'someone', 'me')).toBe(false);
    expect(canRevokeQuote({ ...quote, state: 'revoked' }, 'me', 'me')).toBe(false);
    expect(canRevokeQuote(null, 'me', 'me')).toBe(false);
  });
});

describe('quotePoliciesSupported (Mastodon 4.5, api_versions.mastodon 7)', () => {
  it.each([
    ['4.5.0', true],
    ['4.5.0 (compatible; Trumpet 0.1.0)', true],
    ['4.6.0-beta.1', true],
    ['5.0.0', true],
    ['4.4.3', false],
    ['4.3.0', false],
    ['2.7.2 (compatible; Pleroma 2.5.0)', false],
    ['3.5.3 (compatible; GoToSocial 0.17.0)', false],
    [null, true],
    ['unknown', true],
  ])('%s: %s', (version, expected) => {
    expect(quotePoliciesSupported(version)).toBe(expected);
  });
});
