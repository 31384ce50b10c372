import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageSocket, reconnectDelay } from './message-socket';

/** A WebSocket the test opens, closes and feeds by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  closedWith: number | undefined | 'not closed' = 'not closed';
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;

function setup() {
  const onReconnected = vi.fn();
  const onMessage = vi.fn();
  const url = vi.fn(
    async (o: { rejectedToken: boolean }) =>
      `ws://x/ws/messages/?token=t${FakeSocket.all.length}${o.rejectedToken ? '&refreshed' : ''}`,
  );
  const socket = new MessageSocket({
    url,
    onMessage,
    onReconnected,
    unauthorizedCodes: [4001],
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
  });
  socket.start();
  return { socket, onReconnected, onMessage, url };
}

/** ms until the next socket is created, measured with fake timers (null: none within 10 s). */
async function nextConnectAfter(): Promise<number | null> {
  const before = FakeSocket.all.length;
  for (let t = 0; t <= 10_000; t += 100) {
    if (FakeSocket.all.length > before) return t;
    await vi.advanceTimersByTimeAsync(100);
  }
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => vi.useRealTimers());

describe('message socket', () => {
  it('delay grows 1000, 2000, 3000, 3000 and resets after a successful open', async () => {
    const { onReconnected } = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(1);
    last().open();
    const delays: Array<number | null> = [];
    last().drop(1006);
    delays.push(await nextConnectAfter());
    for (let i = 0; i < 3; i++) {
      last().drop(1006); // fails without ever opening
      delays.push(await nextConnectAfter());
    }
    expect(delays).toEqual([1000, 2000, 3000, 3000]);
    expect(onReconnected).not.toHaveBeenCalled();
    last().open();
    expect(onReconnected).toHaveBeenCalledWith(1);
    last().drop(4000);
    expect(await nextConnectAfter()).toBe(1000);
  });

  it('the delays follow the spec table', () => {
    expect([1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([1000, 2000, 3000, 3000, 3000]);
  });

  it('a close with 1000 does not reconnect', async () => {
    setup();
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    last().drop(1000);
    expect(await nextConnectAfter()).toBeNull();
  });

  it('an error closes the socket, and the close schedules the reconnect', async () => {
    setup();
    await vi.advanceTimersByTimeAsync(0);
    const ws = last();
    ws.open();
    ws.onerror!();
    expect(ws.closedWith).toBeUndefined(); // closed by us, no code
    ws.drop(1006);
    expect(await nextConnectAfter()).toBe(1000);
  });

  it('passes messages on and stops with 1000 for good', async () => {
    const { socket, onMessage } = setup();
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    last().onmessage!({ data: '{"type":"update","data":"docs"}' });
    expect(onMessage).toHaveBeenCalledWith('{"type":"update","data":"docs"}');
    socket.stop();
    expect(last().closedWith).toBe(1000);
    expect(await nextConnectAfter()).toBeNull();
  });

  it('after a token rejection (4001) the next URL asks for a refreshed token', async () => {
    const { url } = setup();
    await vi.advanceTimersByTimeAsync(0);
    last().drop(4001);
    await nextConnectAfter();
    expect(url).toHaveBeenLastCalledWith({ rejectedToken: true });
    expect(last().url).toContain('&refreshed');
  });

  it('a URL that cannot be built (offline refresh) counts as a failed attempt', async () => {
    const { url } = setup();
    await vi.advanceTimersByTimeAsync(0);
    url.mockRejectedValueOnce(new Error('offline'));
    last().drop(1006);
    // the attempt at 1 s fails before creating a socket; the next one comes 2 s later
    expect(await nextConnectAfter()).toBe(3000);
  });
});
