import { describe, expect, it } from 'vitest';
import { cleanBody, serializeParams } from '../../gateway/src/upstream/serializeParams.ts';

/** The query string exactly as the legacy API reads it (brackets percent-encoded, as browsers do). */
describe('serializeParams', () => {
  it('writes plain values in order', () => {
    expect(serializeParams({ page: 1, limit: 10, title: 'red shoes' })).toBe('page=1&limit=10&title=red+shoes');
  });

  it('leaves out null, undefined and empty strings but keeps 0 and false', () => {
    expect(serializeParams({ a: null, b: undefined, c: '', d: 0, e: false })).toBe('d=0&e=false');
  });

  it('writes a one-level nested object as name[key]=value', () => {
    const query = serializeParams({ a: { k: 'v', n: 2 } });
    expect(query).toBe('a%5Bk%5D=v&a%5Bn%5D=2');
    expect([...new URLSearchParams(query).entries()]).toEqual([
      ['a[k]', 'v'],
      ['a[n]', '2'],
    ]);
  });

  it('leaves out the empty members of a nested object, and an empty object altogether', () => {
    expect(serializeParams({ a: { k: null, l: '', m: undefined, n: 'x' }, b: {} })).toBe('a%5Bn%5D=x');
  });

  it('writes arrays as comma lists and leaves out empty ones', () => {
    expect(serializeParams({ cart_ids: [1, 2, 3], none: [] })).toBe('cart_ids=1%2C2%2C3');
    expect(new URLSearchParams(serializeParams({ ids: ['7', 8] })).get('ids')).toBe('7,8');
  });

  it('escapes what would break the query string', () => {
    const query = serializeParams({ title: 'a&b=c', spec: 'Black|XL' });
    expect(new URLSearchParams(query).get('title')).toBe('a&b=c');
    expect(new URLSearchParams(query).get('spec')).toBe('Black|XL');
  });

  it('answers an empty string for no parameters', () => {
    expect(serializeParams({})).toBe('');
  });
});

describe('cleanBody', () => {
  it('leaves out null and undefined values but keeps empty strings, 0 and nested values', () => {
    expect(cleanBody({ a: null, b: undefined, c: '', d: 0, e: { f: null }, g: [1] })).toEqual({
      c: '',
      d: 0,
      e: { f: null },
      g: [1],
    });
  });
});
