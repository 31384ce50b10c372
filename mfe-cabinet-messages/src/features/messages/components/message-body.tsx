import { useLayoutEffect, useRef } from 'react';
import { sanitizeMessage } from '../lib/sanitize-message';

/**
 * A message's HTML, sanitized, appended as DOM nodes (never re-parsed as a string). React leaves the
 * box's children alone because it renders none.
 */
export function MessageBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeMessage(html));
  }, [html]);
  return <div ref={ref} className="messages-body" data-testid="message-body" />;
}
