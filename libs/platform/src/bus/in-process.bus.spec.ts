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
    await expect(bus.request('chat.session.get', {}, 20)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('chat') });
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
    await bus.consume('user.registered', 'admin-reporting:user.registered', async (e) => { got.push(`a:${e.id}`); });
    await bus.consume('user.registered', 'commerce:user.registered', async () => { throw new Error('down'); });
    const event = { id: 'e1', name: 'user.registered', occurredAt: '', source: 'engagement', payload: {} };
    await expect(bus.publishEvent(event)).rejects.toThrow('down');
    expect(got).toEqual(['a:e1']);
    await expect(bus.publishEvent({ ...event, name: 'nobody.listens' })).resolves.toBeUndefined();
  });
});
