import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './event-bus';

describe('event bus', () => {
  it('delivers typed payloads to subscribers and stops after unsubscribe', () => {
    const bus = createEventBus();
    const seen = vi.fn();
    const off = bus.on('socket:update', seen);
    bus.emit('socket:update', { data: 'messages' });
    off();
    bus.emit('socket:update', { data: 'docs' });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledWith({ data: 'messages' });
  });

  it('keeps other subscribers running when one throws', () => {
    const bus = createEventBus();
    const good = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    bus.on('auth:logout', () => {
      throw new Error('broken remote');
    });
    bus.on('auth:logout', good);
    bus.emit('auth:logout', { reason: 'user' });
    expect(good).toHaveBeenCalledOnce();
  });

  it('lets a handler unsubscribe itself while events are delivered', () => {
    const bus = createEventBus();
    const calls: string[] = [];
    const off = bus.on('user:changed', () => {
      calls.push('once');
      off();
    });
    bus.on('user:changed', () => calls.push('always'));
    bus.emit('user:changed', { reason: 'a' });
    bus.emit('user:changed', { reason: 'b' });
    expect(calls).toEqual(['once', 'always', 'always']);
  });

  // what the compiler must refuse (unknown names, wrong payloads) is in event-bus.test-d.ts
});
