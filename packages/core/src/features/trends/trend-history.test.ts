import { trendUsage } from './trend-history';

describe('trendUsage', () => {
  it('counts the last two days of accounts, the week of uses, and puts the days oldest first', () => {
    const history = [
      { day: '3', uses: '4', accounts: '2' },
      { day: '2', uses: '1', accounts: '1' },
      { day: '1', uses: '7', accounts: '5' },
    ];
    expect(trendUsage(history)).toEqual({ accounts: 3, uses: 12, daily: [7, 1, 4] });
  });

  it('treats what is not a count as none', () => {
    expect(trendUsage([{ day: '1', uses: 'many', accounts: '-3' }])).toEqual({ accounts: 0, uses: 0, daily: [0] });
    expect(trendUsage([])).toEqual({ accounts: 0, uses: 0, daily: [] });
  });
});
