import { RemoteError } from './bus';
import { InProcessBus } from './in-process.bus';

describe('InProcessBus', () => {
  it('answers a request through the registered handler with a copy, never the same object', async () => {
    const bus = new InProcessBus();
    const seen: unknown[] = [];
    await bus.handle('catalog.thing.get', 'catalog', async (data) => {
      seen.push(data);
      return { answer: (data as { n: number }).n * 2 };
    });
    const input = { n: 21 };
    await expect(bus.request('catalog.thing.get', input)).resolves.toEqual({ answer: 42 });
    expect(seen[0]).toEqual(input);
    expect(seen[0]).not.toBe(input);
  });

  it('turns an expected failure into a RemoteError carrying its code', async () => {
    const bus = new InProcessBus();
    await bus.handle('catalog.thing.get', 'catalog', async () => {
      throw { code: 'NOT_FOUND', message: 'No such thing' };
    });
    await expect(bus.request('catalog.thing.get', {})).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'No such thing' });
  });

  it('hides an unexpected failure behind a generic internal error', async () => {
    const bus = new InProcessBus();
    await bus.handle('catalog.thing.get', 'catalog', async () => {
      throw new Error('database password is hunter2');
    });
    const err = (await bus.request('catalog.thing.get', {}).catch((e) => e)) as RemoteError;
    expect(err).toBeInstanceOf(RemoteError);
    expect(err.message).not.toContain('hunter2');
  });

  it('answers SERVICE_UNAVAILABLE when nothing handles the pattern, or when the handler is too slow', async () => {
    const bus = new InProcessBus();
    await expect(bus.request('chat.session.get', {})).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await bus.handle('chat.session.get', 'chat', () => new Promise((r) => setTimeout(r, 200)));
    await expect(bus.request('chat.session.get', {}, 20)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('chat'),
    });
  });

  it('stops answering a service whose handlers were removed', async () => {
    const bus = new InProcessBus();
    await bus.handle('chat.a', 'chat', async () => 1);
    await bus.handle('catalog.b', 'catalog', async () => 2);
    await bus.removeHandlers('chat');
    await expect(bus.request('chat.a', {})).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await expect(bus.request('catalog.b', {})).resolves.toBe(2);
  });

  it('delivers an event to every named consumer and rejects when one fails, so the outbox retries', async () => {
    const bus = new InProcessBus();
    const got: string[] = [];
    await bus.consume('user.registered', 'admin-reporting:user.registered', async (e) => {
      got.push(`a:${e.id}`);
    });
    await bus.consume('user.registered', 'commerce:user.registered', async () => {
      throw new Error('down');
    });
    const event = { id: 'e1', name: 'user.registered', occurredAt: '', source: 'engagement', payload: {} };
    await expect(bus.publishEvent(event)).rejects.toThrow('down');
    expect(got).toEqual(['a:e1']);
    await expect(bus.publishEvent({ ...event, name: 'nobody.listens' })).resolves.toBeUndefined();
  });

  it('gives each live listener every event after the durable consumers, and a failing listener holds up nothing', async () => {
    const bus = new InProcessBus();
    const got: string[] = [];
    await bus.consume('chat.message-sent', 'audit:chat.message-sent', async (e) => {
      got.push(`durable:${e.id}`);
    });
    bus.onEvent('chat.message-sent', async () => {
      throw new Error('socket gone');
    });
    bus.onEvent('chat.message-sent', async (e) => {
      got.push(`live:${e.id}`);
    });
    const event = { id: 'e2', name: 'chat.message-sent', occurredAt: '', source: 'chat', payload: { n: 1 } };
    await expect(bus.publishEvent(event)).resolves.toBeUndefined();
    expect(got).toEqual(['durable:e2', 'live:e2']);
  });

  it('keeps an event from the live listeners while a durable consumer fails, so the retry does not repeat it to them', async () => {
    const bus = new InProcessBus();
    const live: string[] = [];
    let fail = true;
    await bus.consume('chat.session-ended', 'x:chat.session-ended', async () => {
      if (fail) throw new Error('down');
    });
    bus.onEvent('chat.session-ended', async (e) => {
      live.push(e.id);
    });
    const event = { id: 'e3', name: 'chat.session-ended', occurredAt: '', source: 'chat', payload: {} };
    await expect(bus.publishEvent(event)).rejects.toThrow('down');
    expect(live).toEqual([]);
    fail = false;
    await bus.publishEvent(event);
    expect(live).toEqual(['e3']);
  });
});
