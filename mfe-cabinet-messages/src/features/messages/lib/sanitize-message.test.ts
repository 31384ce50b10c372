import { describe, expect, it } from 'vitest';
import { sanitizeMessage, sanitizeMessageToString } from './sanitize-message';

/** What no sanitized body may ever contain, whatever went in. */
const FORBIDDEN_ELEMENTS = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'template',
  'noscript',
  'img',
  'image',
  'video',
  'audio',
  'source',
  'details',
  'dialog',
  'body',
  'html',
  'head',
  'use',
].join(',');
const ALLOWED_ATTRS = new Set(['href', 'title', 'colspan', 'rowspan', 'target', 'rel']);
const SAFE_URL = /^(?:https?:|mailto:|tel:)/i;

function render(html: string): HTMLDivElement {
  const box = document.createElement('div');
  box.append(sanitizeMessage(html));
  return box;
}

function assertHarmless(box: HTMLElement): void {
  expect(box.querySelectorAll(FORBIDDEN_ELEMENTS).length, box.innerHTML).toBe(0);
  for (const el of box.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(ALLOWED_ATTRS.has(attr.name), `${el.tagName} has ${attr.name} in ${box.innerHTML}`).toBe(true);
    }
  }
  for (const a of box.querySelectorAll('a[href]')) {
    expect(a.getAttribute('href')).toMatch(SAFE_URL);
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  }
  // nothing that looks like a live handler or script URL is left anywhere in the markup
  expect(box.innerHTML).not.toMatch(/javascript:|vbscript:|data:text|<script|\son[a-z]+=/i);
}

/** [name, payload, text that must survive (or null)] */
const HOSTILE: ReadonlyArray<readonly [string, string, string | null]> = [
  ['script tag', '<p>Hello</p><script>window.__xss=1;alert(1)</script>', 'Hello'],
  ['script with src', '<script src="https://evil.example/x.js"></script><p>ok</p>', 'ok'],
  ['img onerror', '<img src="x" onerror="alert(1)"><p>after</p>', 'after'],
  ['javascript: link', '<a href="javascript:alert(1)">Claim your bonus</a>', 'Claim your bonus'],
  ['mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
  ['entity-encoded javascript: link', '<a href="&#106;&#97;vascript&#58;alert(1)">x</a>', 'x'],
  ['javascript: link with tab and spaces', '<a href=" java\tscript:alert(1)">x</a>', 'x'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', 'x'],
  ['data: html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">open</a>', 'open'],
  ['data: svg link', '<a href="data:image/svg+xml,<svg onload=alert(1)>">pic</a>', 'pic'],
  ['protocol-relative link', '<a href="//evil.example/phish">bank</a>', 'bank'],
  ['onclick on a good link', '<a href="https://ok.example" onclick="alert(1)">fine</a>', 'fine'],
  ['svg onload', '<svg onload="alert(1)"><circle r="4"/></svg><p>frame</p>', 'frame'],
  ['svg script', '<svg><script>alert(1)</script></svg>', null],
  [
    'svg xlink:href javascript',
    '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="10">tap</text></a></svg>',
    null,
  ],
  ['svg animate onbegin', '<svg><animate onbegin="alert(1)" attributeName="x" dur="1s"/></svg>', null],
  ['svg use external', '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"/></svg>', null],
  ['mathml mglyph/style mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', null],
  [
    'mathml textarea mXSS',
    '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
    null,
  ],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', null],
  [
    'form namespace confusion mXSS',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    null,
  ],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe><p>text</p>', 'text'],
  ['iframe javascript src', '<iframe src="javascript:alert(1)"></iframe>', null],
  ['object data', '<object data="javascript:alert(1)"></object><embed src="https://evil.example/x.swf">', null],
  [
    'phishing form',
    '<form action="https://evil.example"><input name="password"><button>Log in</button></form>',
    'Log in',
  ],
  [
    'style overlay attribute',
    '<div onclick="alert(1)" style="position:fixed;inset:0;z-index:9999;background:url(javascript:alert(1))">Click anywhere</div>',
    'Click anywhere',
  ],
  ['style tag', '<style>body{display:none}</style><p>visible</p>', 'visible'],
  ['app class borrowed for an overlay', '<div class="ui-modal-backdrop shell-app">covered</div>', 'covered'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css"><p>t</p>', 't'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', null],
  ['base href', '<base href="https://evil.example/"><a href="https://ok.example">a</a>', 'a'],
  ['details ontoggle', '<details open ontoggle="alert(1)"><summary>s</summary></details>', null],
  ['input autofocus onfocus', '<input autofocus onfocus="alert(1)">', null],
  ['video source onerror', '<video><source onerror="alert(1)"></video>', null],
  ['body onload', '<body onload="alert(1)"><p>b</p></body>', 'b'],
  ['template script', '<template><script>alert(1)</script></template>', null],
  [
    'DOM clobbering ids and names',
    '<p id="__broker" name="cookie">clobber</p><a id="defaultView" href="https://ok.example">x</a>',
    'clobber',
  ],
  ['tracking pixel', '<img src="https://tracker.example/pixel.gif?u=1">', null],
  ['aria/data attributes hiding text', '<p aria-hidden="true" data-x="1" role="dialog">read me</p>', 'read me'],
  ['target override', '<a href="https://ok.example" target="_self" rel="opener">same tab</a>', 'same tab'],
];

describe('sanitizeMessage: hostile payloads', () => {
  it('the table holds at least 20 payloads', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(20);
  });

  it.each(HOSTILE)('%s: nothing executable, escaping or navigating survives', (_name, payload, keeps) => {
    const box = render(payload);
    assertHarmless(box);
    if (keeps !== null) expect(box.textContent).toContain(keeps);
  });

  it('a sanitized body set as markup a second time is still harmless (no mutation on re-parse)', () => {
    for (const [, payload] of HOSTILE) {
      const again = document.createElement('div');
      again.innerHTML = sanitizeMessageToString(payload);
      assertHarmless(again);
    }
  });
});

/** [name, payload, selector that must still exist, its text] */
const FORMATTING: ReadonlyArray<readonly [string, string, string, string]> = [
  ['paragraphs', '<p>one</p><p>two</p>', 'p + p', 'two'],
  ['bold and strong', '<p><b>Sum:</b> <strong>100</strong></p>', 'p > b', 'Sum:'],
  ['italic and emphasis', '<p><i>a</i><em>b</em></p>', 'p > em', 'b'],
  ['unordered list', '<ul><li>Bonds: 12</li><li>Coupons: 3</li></ul>', 'ul > li + li', 'Coupons: 3'],
  ['ordered list', '<ol><li>first</li></ol>', 'ol > li', 'first'],
  ['line break', '<p>a<br>b</p>', 'p > br', ''],
  ['https link', '<a href="https://example.test/docs">Docs</a>', 'a[href="https://example.test/docs"]', 'Docs'],
  ['mailto link', '<a href="mailto:support@example.test">write</a>', 'a[href^="mailto:"]', 'write'],
  [
    'table',
    '<table><thead><tr><th>Bond</th></tr></thead><tbody><tr><td colspan="2">UA4000</td></tr></tbody></table>',
    'td[colspan="2"]',
    'UA4000',
  ],
  ['quote', '<blockquote>cited</blockquote>', 'blockquote', 'cited'],
];

describe('sanitizeMessage: ordinary formatting is kept', () => {
  it.each(FORMATTING)('%s', (_name, payload, selector, text) => {
    const box = render(payload);
    const el = box.querySelector(selector);
    expect(el, box.innerHTML).not.toBeNull();
    expect(el?.textContent).toBe(text);
  });

  it('links open in a new tab without opener or referrer', () => {
    const a = render('<a href="https://example.test">x</a>').querySelector('a');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a link whose URL was refused keeps its text but has nothing to open', () => {
    const a = render('<a href="javascript:alert(1)" target="_top">Claim</a>').querySelector('a');
    expect(a?.hasAttribute('href')).toBe(false);
    expect(a?.hasAttribute('target')).toBe(false);
    expect(a?.textContent).toBe('Claim');
  });
});

describe('sanitizeMessage: where the markup is parsed', () => {
  it('in a hidden iframe sandboxed without scripts; the result belongs to this document', () => {
    const out = sanitizeMessage('<p>x</p>');
    expect(out.ownerDocument).toBe(document);
    const frames = document.querySelectorAll('iframe[data-role="message-sanitizer"]');
    expect(frames).toHaveLength(1);
    expect(frames[0]?.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frames[0]).toHaveAttribute('hidden');
  });

  it('a removed frame is made again, never two at once', () => {
    document.querySelector('iframe[data-role="message-sanitizer"]')?.remove();
    expect(sanitizeMessageToString('<b>y</b>')).toBe('<b>y</b>');
    expect(document.querySelectorAll('iframe[data-role="message-sanitizer"]')).toHaveLength(1);
  });
});
