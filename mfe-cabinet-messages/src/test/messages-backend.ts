import type { Message } from '@broker/shared/contracts';
import { fakeBackend, json, type SeenCall } from '@broker/shared/test-utils';

/** `n` messages newest first; the first `unread` are unread; ids count down from 100 + n. */
export function seedMessages(n: number, unread = 0): Message[] {
  return Array.from({ length: n }, (_, i) => ({
    id: 100 + n - i,
    title: `Message ${n - i}`,
    text: `<p>Body ${n - i}</p>`,
    received: new Date(Date.UTC(2026, 2, 31, 12) - i * 86_400_000).toISOString(),
    message_type: 'SYSTEM',
    was_read: i >= unread,
  }));
}

/**
 * The sandbox's messages calls in memory (newest first, limit/offset, unread filter, read marks).
 * `fail(pathPart, status)` makes the next matching call fail once.
 */
export function messagesBackend(initial: Message[]) {
  const messages = [...initial];
  const failures: Array<{ match: string; method: string; status: number }> = [];
  const unreadCount = () => messages.filter((m) => !m.was_read).length;
  const backend = fakeBackend((call: SeenCall) => {
    const url = new URL(call.url);
    const failure = failures.findIndex((f) => url.pathname.includes(f.match) && f.method === call.method);
    if (failure !== -1) {
      const [f] = failures.splice(failure, 1);
      return json({ detail: 'boom' }, f!.status);
    }
    if (call.method === 'GET' && url.pathname.endsWith('/messages/')) {
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const list = url.searchParams.get('unread') === 'true' ? messages.filter((m) => !m.was_read) : messages;
      return json({
        count: list.length,
        next:
          offset + limit < list.length ? `${url.origin}${url.pathname}?limit=${limit}&offset=${offset + limit}` : null,
        previous: null,
        results: list.slice(offset, offset + limit),
        is_unread: unreadCount() > 0,
      });
    }
    if (call.method === 'POST' && url.pathname.endsWith('/messages/all/')) {
      messages.forEach((m) => (m.was_read = true));
      return json({ unread_messages: 0 });
    }
    const one = /\/messages\/(\d+)\/$/.exec(url.pathname);
    if (call.method === 'PUT' && one) {
      const m = messages.find((x) => x.id === Number(one[1]));
      if (!m) return json({ detail: 'Not found.' }, 404);
      m.was_read = true;
      return json({ id: m.id, was_read: true, unread_messages: unreadCount() });
    }
    return json({ detail: `unexpected ${call.method} ${url.pathname}` }, 500);
  });
  return {
    ...backend,
    messages,
    /** a back-office message arrives on the server (newest first) */
    arrive(m: Message) {
      messages.unshift(m);
    },
    fail(match: string, method: string, status = 500) {
      failures.push({ match, method, status });
    },
    callsTo(method: string, pathEnd: RegExp) {
      return backend.calls.filter(
        (c) => c.method === method && pathEnd.test(new URL(c.url).pathname + new URL(c.url).search),
      );
    },
  };
}
