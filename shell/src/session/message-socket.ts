/** The websocket's connection state, for the debug handle and the browser tests. */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';

/** cabinet §9: reconnect delay 1000 → 3000 ms in 1000 ms steps; `failures` counts since the last open. */
export function reconnectDelay(failures: number): number {
  return Math.min(Math.max(failures, 1), 3) * 1000;
}

/** Normal closure: the only close after which the socket stays closed (cabinet §4). */
const NORMAL_CLOSE = 1000;

export interface MessageSocketOptions {
  /** the URL to open (token and scope in the query); null = signed out, stop trying */
  url: (opts: { rejectedToken: boolean }) => Promise<string | null>;
  onMessage: (data: unknown) => void;
  /** a connection opened again after a drop: lists refetch so nothing missed offline stays missing */
  onReconnected?: (attempt: number) => void;
  onStatus?: (status: SocketStatus) => void;
  /** close codes that mean "this token is not accepted": the next URL gets a refreshed token */
  unauthorizedCodes?: readonly number[];
  WebSocketImpl?: typeof WebSocket;
}

/**
 * One reconnecting websocket (cabinet §4 "Live updates"): after a close with a code other than 1000
 * it reconnects after 1 s, 2 s, 3 s, 3 s…; a successful open resets the delay; an error closes the
 * socket (its close then schedules the reconnect). `stop()` closes with 1000 and stays closed.
 */
export class MessageSocket {
  private ws: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private opens = 0;
  private stopped = false;
  private rejectedToken = false;

  constructor(private readonly opts: MessageSocketOptions) {}

  start(): void {
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const ws = this.ws;
    this.ws = null;
    if (ws?.readyState === 0) {
      // closing a socket that is still connecting logs a browser error: close it once it opens
      ws.onopen = () => ws.close(NORMAL_CLOSE);
      ws.onmessage = ws.onerror = ws.onclose = null;
    } else if (ws && ws.readyState === 1) ws.close(NORMAL_CLOSE);
    this.opts.onStatus?.('stopped');
  }

  private async connect(): Promise<void> {
    this.timer = null;
    this.opts.onStatus?.('connecting');
    let url: string | null;
    try {
      url = await this.opts.url({ rejectedToken: this.rejectedToken });
    } catch {
      // the token refresh failed (offline): counts as a failed attempt
      if (!this.stopped) this.scheduleReconnect();
      return;
    }
    if (this.stopped) return;
    if (url === null) return this.stop();
    const Impl = this.opts.WebSocketImpl ?? WebSocket;
    const ws = new Impl(url);
    this.ws = ws;
    ws.onopen = () => {
      if (ws !== this.ws) return;
      this.failures = 0;
      this.rejectedToken = false;
      this.opens += 1;
      this.opts.onStatus?.('open');
      if (this.opens > 1) this.opts.onReconnected?.(this.opens - 1);
    };
    ws.onmessage = (e: MessageEvent) => {
      if (ws === this.ws) this.opts.onMessage(e.data);
    };
    ws.onerror = () => {
      if (ws === this.ws) ws.close();
    };
    ws.onclose = (e: CloseEvent) => {
      if (ws !== this.ws || this.stopped) return;
      this.ws = null;
      if (e.code === NORMAL_CLOSE) return this.opts.onStatus?.('stopped');
      if (this.opts.unauthorizedCodes?.includes(e.code)) this.rejectedToken = true;
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    this.failures += 1;
    this.opts.onStatus?.('waiting');
    this.timer = setTimeout(() => void this.connect(), reconnectDelay(this.failures));
  }
}
