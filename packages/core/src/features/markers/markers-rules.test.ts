import { countNewer, supersedes } from './markers-rules';

describe('read marker rules', () => {
  const at = (lastReadId: string, time: string) => ({ lastReadId, at: time });

  it('moves the notifications marker forwards only, by id', () => {
    expect(supersedes('notifications', at('100', '2026-01-01T00:00:00Z'), undefined)).toBe(true);
    expect(supersedes('notifications', at('1000', '2026-01-01T00:00:00Z'), at('999', '2026-02-01T00:00:00Z'))).toBe(true);
    expect(supersedes('notifications', at('999', '2026-03-01T00:00:00Z'), at('1000', '2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('takes the later home reading position, either way', () => {
    expect(supersedes('home', at('5', '2026-01-01T00:00:02Z'), at('9', '2026-01-01T00:00:01Z'))).toBe(true);
    expect(supersedes('home', at('9', '2026-01-01T00:00:01Z'), at('5', '2026-01-01T00:00:02Z'))).toBe(false);
    expect(supersedes('home', at('5', '2026-01-01T00:00:03Z'), at('5', '2026-01-01T00:00:02Z'))).toBe(false);
  });

  it('counts each id newer than the last read one once', () => {
    expect(countNewer(['12', '11', '11', '10', '9', '100'], '10')).toBe(3);
    expect(countNewer([], '10')).toBe(0);
  });
});
