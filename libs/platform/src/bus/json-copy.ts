/**
 * What `JSON.parse(JSON.stringify(value))` answers, without the text in
 * between: the in-process bus copies every payload the way the wire would
 * (dates become ISO strings, undefined and functions disappear, class
 * instances become plain objects), and a cart quote crosses it four times.
 * Building the copy directly is about six times faster than the round trip.
 * json-copy.spec.ts holds it to the round trip's answer.
 */
export function jsonCopy<T>(value: T): T {
  return value === undefined ? value : (copyValue(value, '') as T);
}

function copyValue(value: unknown, key: string): unknown {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    value = (value as { toJSON: (key: string) => unknown }).toJSON(key);
  }
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value + 0 : null; // + 0 turns -0 into 0, as JSON does
    case 'bigint':
      throw new TypeError('Do not know how to serialize a BigInt');
    case 'object':
      if (value === null) return null;
      if (Array.isArray(value)) return copyArray(value);
      return copyObject(value as Record<string, unknown>);
    default:
      return undefined; // undefined, functions and symbols: left out of objects, null in arrays
  }
}

function copyArray(array: readonly unknown[]): unknown[] {
  const out = new Array<unknown>(array.length);
  for (let i = 0; i < array.length; i++) {
    const item = copyValue(array[i], String(i));
    out[i] = item === undefined ? null : item;
  }
  return out;
}

function copyObject(object: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(object)) {
    const item = copyValue(object[key], key);
    if (item !== undefined) out[key] = item;
  }
  return out;
}
