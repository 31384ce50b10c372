import type { MaintenanceTexts } from '@broker/shared/contracts';

/**
 * The one map of cross-remote signals. Adding an event means adding a line here, so a typo in an
 * event name or a wrong payload is a type error in every remote that uses it.
 */
export interface BusEvents {
  /** tokens saved after login or registration */
  'auth:login': { scope: string };
  /** tokens cleared; the shell navigates to login */
  'auth:logout': { reason: 'user' | 'expired' | 'unauthorized' };
  /** the shell's websocket received `{type: 'update', data}` */
  'socket:update': { data: 'messages' | 'accounts' | 'docs' };
  /** the socket came back after a drop: lists refetch so nothing missed offline stays missing */
  'socket:reconnected': { attempt: number };
  /** a remote changed something that affects user info (unread counters, language) */
  'user:changed': { reason: string };
  /**
   * a remote changed the user's status (application confirmed, documents signed): the shell reloads the
   * user info and applies the redirect rule (onboarding §4), exactly as after a login
   */
  'session:recheck': { reason: string };
  /**
   * a 503 on the onboarding base (the api client emits it) or a remote asks the shell to show the
   * maintenance page. `texts` = the TECH_WORKS_* fields of the 503 body (the page picks UA for uk, EN
   * otherwise); `text`/`support`/`email` = one text for both languages.
   */
  'app:maintenance': { text?: string; support?: string; email?: string; texts?: MaintenanceTexts };
}

export type BusEventName = keyof BusEvents;
type Handler<K extends BusEventName> = (payload: BusEvents[K]) => void;

export interface EventBus {
  on<K extends BusEventName>(name: K, handler: Handler<K>): () => void;
  off<K extends BusEventName>(name: K, handler: Handler<K>): void;
  emit<K extends BusEventName>(name: K, payload: BusEvents[K]): void;
}

export function createEventBus(): EventBus {
  const handlers = new Map<BusEventName, Set<Handler<never>>>();
  const setFor = (name: BusEventName) => {
    let set = handlers.get(name);
    if (!set) handlers.set(name, (set = new Set()));
    return set;
  };
  const bus: EventBus = {
    on(name, handler) {
      setFor(name).add(handler as Handler<never>);
      return () => bus.off(name, handler);
    },
    off(name, handler) {
      handlers.get(name)?.delete(handler as Handler<never>);
    },
    emit(name, payload) {
      // copy: a handler may unsubscribe itself while we iterate
      for (const h of [...setFor(name)]) {
        try {
          (h as Handler<typeof name>)(payload);
        } catch (err) {
          // one faulty subscriber (e.g. in a broken remote) must not stop the others
          console.error(`[bus] handler for ${name} failed`, err);
        }
      }
    },
  };
  return bus;
}

/** The app-wide bus. `shared` is an MF singleton, so every remote gets this same object. */
export const bus: EventBus = createEventBus();
