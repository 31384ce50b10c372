// Type tests (vitest typecheck): the bus's promise is compile-time — a typo in an event name or a wrong
// payload is a type error in every remote. Each `@ts-expect-error` fails the run if it stops being one.
import { describe, expectTypeOf, it } from 'vitest';
import {
  bus,
  createEventBus,
  useBusEvent,
  type BusEventName,
  type BusEvents,
  type EventBus,
} from '@broker/shared/events';

describe('event bus types', () => {
  it('the names are exactly the keys of BusEvents', () => {
    expectTypeOf<BusEventName>().toEqualTypeOf<
      | 'auth:login'
      | 'auth:logout'
      | 'socket:update'
      | 'socket:reconnected'
      | 'user:changed'
      | 'session:recheck'
      | 'app:maintenance'
    >();
    expectTypeOf(bus).toEqualTypeOf<EventBus>();
    expectTypeOf(createEventBus).returns.toEqualTypeOf<EventBus>();
  });

  it("emit takes a known name with that event's payload only", () => {
    bus.emit('socket:update', { data: 'docs' });
    bus.emit('auth:logout', { reason: 'expired' });
    // @ts-expect-error: a typo in an event name
    bus.emit('socket:updte', { data: 'messages' });
    // @ts-expect-error: a value the event does not allow
    bus.emit('socket:update', { data: 'nope' });
    // @ts-expect-error: a payload without its required field
    bus.emit('auth:logout', {});
    // @ts-expect-error: another event's payload
    bus.emit('socket:reconnected', { reason: 'user' });
    // @ts-expect-error: no payload at all
    bus.emit('user:changed');
  });

  it("a handler receives its event's payload type; on() returns the unsubscribe", () => {
    const off = bus.on('socket:update', (p) => {
      expectTypeOf(p).toEqualTypeOf<BusEvents['socket:update']>();
      expectTypeOf(p.data).toEqualTypeOf<'messages' | 'accounts' | 'docs'>();
    });
    expectTypeOf(off).toEqualTypeOf<() => void>();
    bus.on('auth:logout', (p) => expectTypeOf(p.reason).toEqualTypeOf<'user' | 'expired' | 'unauthorized'>());
    bus.on('socket:reconnected', (p) => expectTypeOf(p.attempt).toBeNumber());
    // @ts-expect-error: a handler written for another payload
    bus.on('socket:reconnected', (p: { data: string }) => p.data);
    // @ts-expect-error: off() with a handler for another event's payload
    bus.off('auth:login', (p: BusEvents['auth:logout']) => p.reason);
  });

  it('useBusEvent types its handler by the event name', () => {
    expectTypeOf(useBusEvent<'user:changed'>)
      .parameter(1)
      .parameter(0)
      .toEqualTypeOf<{ reason: string }>();
    // @ts-expect-error: an unknown event name
    useBusEvent('user:chnged', () => undefined);
    // @ts-expect-error: a handler for another payload
    useBusEvent('socket:update', (p: { attempt: number }) => p.attempt);
  });
});
