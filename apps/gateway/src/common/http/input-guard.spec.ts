import { MAX_OBJECT_FIELDS, MAX_REQUEST_VALUES } from '@shop/contracts';
import { hasUsableBoundary, inputProblem, inputRefusal, MAX_NESTING, textProblem } from './input-guard';

const CONTROL = 'must not contain control characters (tabs and line breaks are fine)';

describe('the input guard', () => {
  it('lets text with tabs, line breaks, accents and whole emoji through', () => {
    for (const text of ['', 'plain', 'tab\there', 'two\r\nlines\n', 'Crème brûlée', '🎨🖌️', 'e\u0301', '\u00a0nbsp']) {
      expect(textProblem(text)).toBeNull();
    }
  });

  it('refuses NUL, every other C0 or C1 control character and DEL', () => {
    for (const code of [0x00, 0x01, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x80, 0x9f]) {
      expect(textProblem(`a${String.fromCharCode(code)}b`)).toBe(CONTROL);
    }
  });

  it('refuses a lone surrogate, high or low, but not a pair', () => {
    expect(textProblem('\ud800')).toBe('must be valid Unicode text');
    expect(textProblem('x\udc00y')).toBe('must be valid Unicode text');
    expect(textProblem('\ud83c\udfa8')).toBeNull();
  });

  it('names the field, however deep, and field names are text too', () => {
    expect(inputProblem({ items: [{ id: 'a' }, { id: 'b', name: 'x\u0000' }] }, 'The request body')).toBe(`items.1.name ${CONTROL}`);
    expect(inputProblem({ metadata: { 'bad\u0000key': 1 } }, 'The request body')).toBe(`metadata: a field name ${CONTROL}`);
    expect(inputProblem('text\u0000', 'The request body')).toBe(`The request body ${CONTROL}`);
    expect(inputProblem({ first: '\u0001', second: '\u0002' }, 'The query string')).toBe(`first ${CONTROL}`);
    expect(inputProblem({ ok: ['fine', 1, null, true, { deeper: 'still fine' }] }, 'The request body')).toBeNull();
    expect(inputProblem(undefined, 'The request body')).toBeNull();
  });

  it('refuses prototype keys as field names, at any depth (the contracts would drop them unseen)', () => {
    expect(inputProblem(JSON.parse('{"name":"a","prototype":{}}'), 'The request body')).toBe(
      'The request body: a field name must not be "prototype"',
    );
    expect(inputProblem({ metadata: JSON.parse('{"constructor":1}') }, 'The request body')).toBe('metadata: a field name must not be "constructor"');
    expect(inputProblem(JSON.parse('{"__proto__":"1"}'), 'The query string')).toBe('The query string: a field name must not be "__proto__"');
    expect(inputProblem({ prototypeName: 'prototype', constructorNote: 'constructor' }, 'The request body')).toBeNull();
  });

  it(`refuses values nested deeper than ${MAX_NESTING} levels, without using up the call stack`, () => {
    const nested = (depth: number) => JSON.parse(`{"metadata":${'['.repeat(depth)}${']'.repeat(depth)}}`);
    expect(inputProblem(nested(MAX_NESTING - 1), 'The request body')).toBeNull();
    expect(inputProblem(nested(MAX_NESTING), 'The request body')).toMatch(/^metadata nests too deeply/);
    expect(inputProblem(nested(500_000), 'The request body')).toMatch(/^metadata nests too deeply/);
  });

  it(`refuses with 413 a value of more than ${MAX_REQUEST_VALUES} values in all, or with an object of more than ${MAX_OBJECT_FIELDS} fields`, () => {
    // The top-level object and each of its list's items are values: 1 + 1 + n.
    const list = (n: number) => ({ items: Array(n).fill(0) });
    expect(inputRefusal(list(MAX_REQUEST_VALUES - 2), 'The request body')).toBeNull();
    expect(inputRefusal(list(MAX_REQUEST_VALUES - 1), 'The request body')).toEqual({
      status: 413,
      message: 'The request body holds too many values (at most 40,000 fields and list items in all)',
    });
    const wide = (n: number) => ({ metadata: Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])) });
    expect(inputRefusal(wide(MAX_OBJECT_FIELDS), 'The request body')).toBeNull();
    expect(inputRefusal(wide(MAX_OBJECT_FIELDS + 1), 'The query string')).toEqual({
      status: 413,
      message: 'The query string holds an object with too many fields (at most 1,000 in one object)',
    });
    // Other problems stay 400, naming the field.
    expect(inputRefusal({ a: 'x\u0000' }, 'The request body')).toEqual({ status: 400, message: `a ${CONTROL}` });
  });

  it('reads a multipart body only with a usable boundary (RFC 2046: 1 to 70 characters)', () => {
    for (const type of [
      'multipart/form-data; boundary=abc',
      'multipart/form-data; boundary="a b c"',
      'Multipart/Form-Data;boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW; charset=utf-8',
    ]) {
      expect(hasUsableBoundary(type)).toBe(true);
    }
    for (const type of [
      undefined,
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=""',
      `multipart/form-data; boundary=${'b'.repeat(71)}`,
    ]) {
      expect(hasUsableBoundary(type)).toBe(false);
    }
  });
});
