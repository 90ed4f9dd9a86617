import { openAppMessage, openAppPath } from './open-app-message';

describe("a worker's message that opens the app", () => {
  const origin = 'https://app.example';

  it('gives the page the path and query to open, on its own origin only', () => {
    expect(openAppPath(openAppMessage('/share?in_reply_to=99&account=1%40x'), origin)).toBe('/share?in_reply_to=99&account=1%40x');
    expect(openAppPath(openAppMessage('https://evil.example/statuses/1'), origin)).toBeNull();
    expect(openAppPath(openAppMessage('//evil.example/x'), origin)).toBeNull();
    expect(openAppPath({ type: 'SKIP_WAITING' }, origin)).toBeNull();
    expect(openAppPath({ type: 'OPEN_APP', url: 3 }, origin)).toBeNull();
    expect(openAppPath(null, origin)).toBeNull();
  });
});
