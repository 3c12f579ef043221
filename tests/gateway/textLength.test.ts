import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { characterCount as clientCount, truncateCharacters } from '../../client/src/lib/characterCount.ts';
import { characterCount, requiredText } from '../../gateway/src/validation/rules.ts';

/*
 * The gateway and the client count text alike: in code points. A review the counter
 * shows as 1000/1000 is accepted, whatever emoji it holds.
 */
const refusal = (run: () => unknown): GraphQLError => {
  try {
    run();
  } catch (error) {
    if (error instanceof GraphQLError) return error;
  }
  throw new Error('not refused');
};

describe('text length', () => {
  const samples = ['😀'.repeat(3), '👍🏽', '🇸🇦 مرحبا', 'e\u0301', 'plain text', '𝒜𝒷𝒸'];

  it('is the same number on both sides', () => {
    for (const text of samples) expect(characterCount(text), text).toBe(clientCount(text));
    expect(characterCount('😀'.repeat(1000))).toBe(1000);
    expect('😀'.repeat(1000).length).toBe(2000);
  });

  it('accepts 1000 emoji for a 1000-character field and refuses 1001 with the structured reason', () => {
    expect(requiredText('input.text', '😀'.repeat(1000), 1000)).toHaveLength(2000);
    const error = refusal(() => requiredText('input.text', '😀'.repeat(1001), 1000));
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input.text',
      reason: { field: 'input.text', rule: 'maxLength', limit: 1000 },
    });
    expect(refusal(() => requiredText('account', '   ', 100)).extensions['reason']).toEqual({
      field: 'account',
      rule: 'required',
    });
  });

  it('cuts on the client at the same count, never inside a surrogate pair', () => {
    const cut = truncateCharacters(`${'a'.repeat(998)}😀😀😀`, 1000);
    expect(characterCount(cut)).toBe(1000);
    expect(cut.endsWith('😀')).toBe(true);
    expect(truncateCharacters('short', 1000)).toBe('short');
  });
});
