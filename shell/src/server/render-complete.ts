import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/** Renders a React tree to HTML once everything in it (lazy screens included) has loaded. Node only. */
export async function renderComplete(node: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(node, { onError: (err) => void errors.push(err) });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // a screen that throws on the server gets no HTML at all: the page is then rendered by the browser
  if (errors.length) throw new Error(`render failed: ${String(errors[0])}`);
  return html;
}
