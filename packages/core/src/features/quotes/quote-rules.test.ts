import type { QuoteApproval } from '@trumpet/api-client';
import { canRevokeQuote, quoteDisplay, quoteRefusal } from './quote-rules';

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
