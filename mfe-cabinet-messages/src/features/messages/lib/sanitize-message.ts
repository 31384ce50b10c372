import DOMPurify, { type Config } from 'dompurify';

/**
 * THE security boundary of the messages page: message bodies are HTML written by the back office
 * (cabinet §3 "Message") and must be treated as hostile. Everything that renders a body goes through
 * `sanitizeMessage`; its table test (sanitize-message.test.ts) lists the payloads that must not pass.
 *
 * Allow-list, not deny-list: only text formatting survives. No scripts, no event handlers, no
 * forms/frames/objects/media/SVG/MathML, no `style`/`class`/`id`/`name` (styles and the app's own
 * classes could overlay the page; ids and names clobber DOM globals), no images (external pixels
 * would report that the message was read). Links keep only http(s), mailto and tel URLs and open in
 * a new tab without opener or referrer.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'span',
    'div',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'code',
    'pre',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  ALLOWED_ATTR: ['href', 'title', 'colspan', 'rowspan'],
  // every other allowed attribute must pass the URL check below; these two are numbers, not URLs
  ADD_URI_SAFE_ATTR: ['colspan', 'rowspan'],
  // checked after the parser decoded entities and DOMPurify removed whitespace/control characters,
  // so `&#106;avascript:` or `java\tscript:` do not slip through; relative URLs are refused too
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_XML: true,
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
};

type Purifier = ReturnType<typeof DOMPurify>;

function withHooks(purify: Purifier): Purifier {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    if (node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      // a refused URL leaves a plain-text "link": nothing to open
      node.removeAttribute('target');
    }
  });
  return purify;
}

/**
 * Where the hostile markup is parsed: a hidden same-origin iframe sandboxed WITHOUT `allow-scripts`.
 * Chromium checks an inline handler (`onerror=`, `onload=`…) against the CSP as soon as any parser in
 * the page's own realm creates it (DOMParser, <template>, even the built-in Sanitizer API), and reports
 * a CSP violation although nothing runs. In a document with scripting disabled no handler is ever
 * created: nothing can run even in principle, and the CSP stays quiet for real violations. Only the
 * sanitized result is imported into the page. Our own DOMPurify instances, so these hooks never touch
 * another user of the library.
 */
let frame: HTMLIFrameElement | null = null;
let sandboxed: Purifier | null = null;
let fallback: Purifier | null = null;

function purifier(): Purifier {
  if (sandboxed && frame?.isConnected) return sandboxed;
  frame?.remove();
  frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-same-origin');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.hidden = true;
  frame.title = 'sanitizer';
  frame.dataset.role = 'message-sanitizer';
  document.body.append(frame);
  const win = frame.contentWindow;
  const candidate = win ? DOMPurify(win as unknown as Window & typeof globalThis) : null;
  if (candidate?.isSupported) {
    sandboxed = withHooks(candidate);
    return sandboxed;
  }
  // no usable frame (unusual embedders): the same rules in the page's realm, still safe
  fallback ??= withHooks(DOMPurify(window));
  return fallback;
}

/**
 * The sanitized body as a DOM fragment of this document: the caller appends it (no second HTML parse
 * between the sanitizer and the page, which is where mutation XSS lives).
 */
export function sanitizeMessage(html: string): DocumentFragment {
  const clean = purifier().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  return document.importNode(clean, true);
}

/** The same result as markup (tests and plain-text previews). */
export function sanitizeMessageToString(html: string): string {
  const box = document.createElement('div');
  box.append(sanitizeMessage(html));
  return box.innerHTML;
}
