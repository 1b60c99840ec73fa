import { ReadCache } from './read-cache';

const loaderOf = (rows: Record<string, number>) => {
  const calls: string[][] = [];
  const load = async (missing: string[]) => {
    calls.push(missing);
    return new Map(missing.filter((k) => k in rows).map((k) => [k, rows[k]]));
  };
  return { calls, load };
};

describe('ReadCache', () => {
  it('loads only the keys it does not hold, and remembers keys that do not exist', async () => {
    const cache = new ReadCache<number>({ ttlMs: 60_000 });
    const { calls, load } = loaderOf({ a: 1, b: 2 });
    expect(await cache.getMany(['a', 'x'], load)).toEqual(
      new Map([
        ['a', 1],
        ['x', undefined],
      ]),
    );
    expect(await cache.getMany(['a', 'b', 'x', 'b'], load)).toEqual(
      new Map([
        ['a', 1],
        ['b', 2],
        ['x', undefined],
      ]),
    );
    expect(calls).toEqual([['a', 'x'], ['b']]);
  });

  it('reads everything again after a drop', async () => {
    const cache = new ReadCache<number>({ ttlMs: 60_000 });
    const rows = { a: 1 };
    const { calls, load } = loaderOf(rows);
    await cache.getMany(['a'], load);
    rows.a = 5;
    cache.drop();
    expect((await cache.getMany(['a'], load)).get('a')).toBe(5);
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('does not keep a load that a drop overtook', async () => {
    const cache = new ReadCache<number>({ ttlMs: 60_000 });
    let release!: () => void;
    const slow = cache.getMany(['a'], async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return new Map([['a', 1]]);
    });
    await new Promise((resolve) => setImmediate(resolve));
    cache.drop();
    release();
    expect((await slow).get('a')).toBe(1);
    const { calls, load } = loaderOf({ a: 2 });
    expect((await cache.getMany(['a'], load)).get('a')).toBe(2);
    expect(calls).toEqual([['a']]);
  });

  it('reads an entry again once it is older than ttlMs', async () => {
    const cache = new ReadCache<number>({ ttlMs: 1 });
    const { calls, load } = loaderOf({ a: 1 });
    await cache.getMany(['a'], load);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.getMany(['a'], load);
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('starts over rather than grow past maxEntries', async () => {
    const cache = new ReadCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    const { calls, load } = loaderOf({ a: 1, b: 2, c: 3 });
    await cache.getMany(['a', 'b'], load);
    await cache.getMany(['c'], load);
    await cache.getMany(['c', 'a'], load);
    expect(calls).toEqual([['a', 'b'], ['c'], ['a']]);
  });

  it('caches a single value under one key', async () => {
    const cache = new ReadCache<{ on: boolean }>({ ttlMs: 60_000 });
    let reads = 0;
    const load = async () => ({ on: ++reads > 0 });
    expect(await cache.get('promotion', load)).toEqual({ on: true });
    expect(await cache.get('promotion', load)).toEqual({ on: true });
    expect(reads).toBe(1);
  });
});
