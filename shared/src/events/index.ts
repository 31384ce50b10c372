export { bus, createEventBus } from './event-bus';
export type { BusEvents, BusEventName, EventBus } from './event-bus';
export { useBusEvent } from './use-bus-event';
