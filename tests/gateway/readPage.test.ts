import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { readPage } from '../../gateway/src/graphql/readPage.ts';

describe('readPage', () => {
  it('reads the legacy page with the checked page and limit, and cuts it to the offset page', async () => {
    const read = vi.fn(async () => ({ list: [1, 2, 3, 4], count: 40 }));
    await expect(readPage({ page: 2, limit: 3 }, read)).resolves.toEqual({
      items: [1, 2, 3],
      total: 40,
      hasMore: true,
    });
    expect(read).toHaveBeenCalledExactlyOnceWith({ page: 2, limit: 3 });
  });

  it.each([
    [{ page: 0, limit: 10 }, 'page'],
    [{ page: 1, limit: 101 }, 'limit'],
    [{ page: 1.5, limit: 10 }, 'page'],
  ])('refuses %j as BAD_USER_INPUT on %s before reading', async (args, field) => {
    const read = vi.fn(async () => ({ list: [], count: null }));
    const refusal = await readPage(args, read).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GraphQLError);
    expect((refusal as GraphQLError).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(read).not.toHaveBeenCalled();
  });
});
