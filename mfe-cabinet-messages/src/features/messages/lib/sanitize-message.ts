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
    'p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'span', 'div', 'hr',
    'ul', 'ol', 'li', 'a', 'blockquote', 'code', 'pre',
    'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td',
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

/** Our own instance, so these hooks never touch another user of the library. */
const purify = DOMPurify(window);

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

/**
 * The sanitized body as a DOM fragment: the caller appends it (no second HTML parse between the
 * sanitizer and the page, which is where mutation XSS lives).
 */
export function sanitizeMessage(html: string): DocumentFragment {
  return purify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}

/** The same result as markup (tests and plain-text previews). */
export function sanitizeMessageToString(html: string): string {
  const box = document.createElement('div');
  box.append(sanitizeMessage(html));
  return box.innerHTML;
}
