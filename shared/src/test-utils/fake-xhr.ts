import type { SeenCall } from './fake-backend';

interface ProgressLike {
  loaded: number;
  total: number;
  lengthComputable: boolean;
}

/**
 * An XMLHttpRequest that hands the request to `serve` (the fake backend), so uploads (`uploadFile`
 * sends with XHR for its progress) go through the same routes and call log as every fetch. Just the
 * part of XHR the client uses: open, headers, send, upload progress, load/error/abort. The form is
 * recorded as it was sent (`data`, files kept with their names); `body` stays '' (no multipart text).
 */
export function fakeXhr(serve: (call: SeenCall) => Response | Promise<Response>) {
  return class FakeXhr {
    static fakeBackend = true;
    method = 'GET';
    url = '';
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((e: ProgressLike) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    requestHeaders = new Headers();
    aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.requestHeaders.set(name, value);
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: XMLHttpRequestBodyInit | null) {
      const data = body instanceof FormData ? formObject(body) : body === null ? undefined : body;
      const call: SeenCall = { method: this.method, url: this.url, headers: this.requestHeaders, body: '', data };
      Promise.resolve()
        .then(() => serve(call))
        .then(
          async (res) => {
            const text = await res.text();
            if (this.aborted) return;
            const size = body instanceof Blob ? body.size : 1;
            this.upload.onprogress?.({ loaded: size, total: size, lengthComputable: true });
            this.status = res.status;
            this.responseText = text;
            this.onload?.();
          },
          () => {
            if (!this.aborted) this.onerror?.();
          },
        );
    }
  };
}

/** Form data as an object: a field once → its value, repeated → an array of its values. */
export function formObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of form.entries()) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}
