import { useEffect, useRef } from 'react';
import { bus, type BusEventName, type BusEvents } from './event-bus';

/** Subscribe for the component's lifetime; the latest handler is always called (no stale closures). */
export function useBusEvent<K extends BusEventName>(name: K, handler: (payload: BusEvents[K]) => void): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => bus.on(name, (p) => ref.current(p)), [name]);
}
