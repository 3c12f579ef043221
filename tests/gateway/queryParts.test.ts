/**
 * A URL's query read part by part (gateway/src/http/queryParts.ts), as the log's redaction and
 * the image pipeline's `w` read it: names decoded, a broken escape never thrown, every part kept.
 */
import { describe, expect, it } from 'vitest';
import { queryParts } from '../../gateway/src/http/queryParts.ts';
import { redactUrl } from '../../gateway/src/logger.ts';

describe('the parts of a query', () => {
  it('are each name decoded, its value as sent, in order, empty ones included', () => {
    expect(queryParts('a=1&&na%6De=x%20y&b&pay+code=1&c=%ZZ&%ZZ=z')).toEqual([
      { part: 'a=1', rawName: 'a', name: 'a', value: '1' },
      { part: '', rawName: '', name: '', value: undefined },
      { part: 'na%6De=x%20y', rawName: 'na%6De', name: 'name', value: 'x%20y' },
      { part: 'b', rawName: 'b', name: 'b', value: undefined },
      { part: 'pay+code=1', rawName: 'pay+code', name: 'pay code', value: '1' },
      { part: 'c=%ZZ', rawName: 'c', name: 'c', value: '%ZZ' },
      { part: '%ZZ=z', rawName: '%ZZ', name: undefined, value: 'z' },
    ]);
  });
});

describe('a URL in the log', () => {
  it('keeps nothing of a secret, however its name is spelt, nor of a name that cannot be read', () => {
    expect(redactUrl('/api/user/login?Password=hunter2&pass%77ord=x&%E0%A4=y&lang=en')).toBe(
      '/api/user/login?Password=[redacted]&pass%77ord=[redacted]&%E0%A4=[redacted]&lang=en',
    );
    expect(redactUrl('/graphql?query=%7Bme%7D&&extensions=1')).toBe('/graphql?query=[redacted]&&extensions=[redacted]');
    expect(redactUrl('/home')).toBe('/home');
  });
});
