import { describe, expect, it } from 'vitest';
import { HttpError } from './api';
import { createQueryClient, CURRENT_USER_KEY } from './query-client';

const failWith = (status: number) => () => Promise.reject(new HttpError(status, '{}', ''));

describe('the query client', () => {
  it('forgets the signed-in user when any call answers 401', async () => {
    const client = createQueryClient();
    client.setQueryData(CURRENT_USER_KEY, { id: 3, username: 'alpha.agent' });
    await expect(client.fetchQuery({ queryKey: ['notes', 1], queryFn: failWith(403) })).rejects.toThrow();
    expect(client.getQueryData(CURRENT_USER_KEY)).not.toBeNull();
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: failWith(401) })
        .execute(undefined),
    ).rejects.toThrow();
    expect(client.getQueryData(CURRENT_USER_KEY)).toBeNull();
  });
});
