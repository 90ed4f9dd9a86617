import { isOldShellCache, isShellFile, shellCacheName } from './app-shell';

const shell = { version: 'abc123', files: ['/packs/js/index-1.js', '/packs/css/index-1.css'] };
const origin = 'https://app.example';

describe('the app shell', () => {
  it("answers from the precache only GETs of the shell's own files", () => {
    expect(isShellFile({ method: 'GET', url: `${origin}/packs/js/index-1.js` }, origin, shell)).toBe(true);
    expect(isShellFile({ method: 'GET', url: `${origin}/packs/js/Explore-2.js` }, origin, shell)).toBe(false);
    expect(isShellFile({ method: 'GET', url: `https://cdn.example/packs/js/index-1.js` }, origin, shell)).toBe(false);
    expect(isShellFile({ method: 'GET', url: `${origin}/packs/js/index-1.js?x=1` }, origin, shell)).toBe(false);
    expect(isShellFile({ method: 'POST', url: `${origin}/packs/js/index-1.js` }, origin, shell)).toBe(false);
  });

  it("keeps one cache per version and removes the other versions' caches", () => {
    expect(shellCacheName(shell)).toBe('trumpet-shell-abc123');
    expect(isOldShellCache('trumpet-shell-old', shell)).toBe(true);
    expect(isOldShellCache('trumpet-shell-abc123', shell)).toBe(false);
    expect(isOldShellCache('trumpet-config', shell)).toBe(false);
  });
});
