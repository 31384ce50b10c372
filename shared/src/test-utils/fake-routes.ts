import type { SeenCall } from './fake-backend';

/** A route's answer: a Response (a fresh copy per call), `undefined` (204, no body), else a 200 JSON body. */
export type Answer = Response | object | string | number | boolean | null | undefined;
export interface RouteCall extends SeenCall {
  /** the URL's pathname, e.g. `/api/profile/step_name/` */
  path: string;
  query: URLSearchParams;
  /** the key's `:name` segments */
  params: Record<string, string>;
}
export type Route = Answer | ((call: RouteCall) => Answer | Promise<Answer>);
/** `'METHOD /pathname/'` → route; a `:name` segment matches one path segment; the query is not matched. */
export type RouteTable = Record<string, Route>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An error answer of the API (400 with field errors, 500, 503…): the client turns it into an ApiError. */
export function failure(status = 500, body: unknown = { detail: 'boom' }): Response {
  return json(body, status);
}

/** A route that never reaches the server: the client's `network` ApiError (no connection). */
export const offline: Route = () => {
  throw new TypeError('Failed to fetch');
};

/** A route that answers only when released: for double clicks, spinners and races. */
export function held(answer?: Answer) {
  const waiting: Array<() => void> = [];
  let open = false;
  let final = answer;
  return {
    route: (() => (open ? final : new Promise<Answer>((r) => waiting.push(() => r(final))))) as Route,
    /** answers every waiting call (and every later one) with `answer` (or the one given to `held`) */
    release(a?: Answer) {
      if (a !== undefined) final = a;
      open = true;
      for (const go of waiting.splice(0)) go();
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** Answers the calls in turn; the last answer repeats. */
export function sequence(...answers: Route[]): Route {
  let i = 0;
  return (call) => {
    const route = answers[Math.min(i++, answers.length - 1)];
    return typeof route === 'function' ? route(call) : route;
  };
}

function answerOf(a: Answer): Response {
  if (a instanceof Response) return a.clone();
  if (a === undefined) return new Response(null, { status: 204 });
  return json(a);
}

function compileKey(key: string) {
  const m = /^([A-Z]+) (\/\S*)$/.exec(key);
  if (!m) throw new Error(`fakeBackend: a route key is "METHOD /path/", not "${key}"`);
  const names: string[] = [];
  const source = m[2]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const re = new RegExp(`^${source}$`);
  return (call: SeenCall): Record<string, string> | null => {
    if (call.method !== m[1]) return null;
    const hit = re.exec(new URL(call.url).pathname);
    return hit ? Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(hit[i + 1]!)])) : null;
  };
}

/** A route table as a mutable matcher; a route set later wins over an earlier one that matches too. */
export function compileRoutes(table: RouteTable) {
  let entries = Object.entries(table).map(([key, route]) => ({ key, match: compileKey(key), route }));
  const find = (call: SeenCall) => {
    for (const e of entries) {
      const params = e.match(call);
      if (params) return { route: e.route, params };
    }
    return null;
  };
  return {
    matches: (call: SeenCall) => find(call) !== null,
    set(key: string, route: Route) {
      entries = [{ key, match: compileKey(key), route }, ...entries.filter((e) => e.key !== key)];
    },
    async answer(call: SeenCall): Promise<Response> {
      const hit = find(call);
      const url = new URL(call.url);
      if (!hit) return failure(404, { detail: `fakeBackend: no route for ${call.method} ${url.pathname}` });
      const { route, params } = hit;
      if (typeof route !== 'function') return answerOf(route);
      return answerOf(await route({ ...call, path: url.pathname, query: url.searchParams, params }));
    },
  };
}

/** A handler from a route table, e.g. `fakeBackend(routes({ 'GET /api/profile/settings/': SETTINGS }))`. */
export function routes(table: RouteTable): (call: SeenCall) => Promise<Response> {
  const compiled = compileRoutes(table);
  return (call) => compiled.answer(call);
}
