import { QueryObserver } from '@tanstack/react-query';
import type { SessionUser } from '@taskflow/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';
import { queryClient, SESSION_ENDED_MESSAGE } from './query-client';

vi.mock('./notify', () => ({ notify: vi.fn() }));

const ME = ['users', 'me'];
const asha = { id: 'u1', name: 'Asha Rao' } as SessionUser;
const readMe = (answer: SessionUser | null) =>
  queryClient.fetchQuery({ queryKey: ME, queryFn: async () => answer, staleTime: 0 });

afterEach(() => {
  queryClient.clear();
  vi.mocked(notify).mockClear();
});

describe('a session found ended by reading who is signed in', () => {
  it('drops what the session read and says why, once', async () => {
    await readMe(asha);
    queryClient.setQueryData(['tasks', 'mine'], [{ id: 't1' }]);
    await readMe(null);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('error', SESSION_ENDED_MESSAGE);
    expect(queryClient.getQueryData(['tasks', 'mine'])).toBeUndefined();
    // Read again while still signed out: nothing more to say.
    await readMe(null);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('says nothing to a person who logged out, or who was never signed in', async () => {
    await readMe(null);
    queryClient.setQueryData(ME, asha);
    // Logging out sets it by hand (useLogout), as does checkSessionEnded, which says it itself.
    queryClient.setQueryData(ME, null);
    await readMe(null);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('a list read again after a write', () => {
  it('makes again a first read that was in flight when the write invalidated it', async () => {
    const key = ['admin', 'inquiries', { q: 'lead@example.com' }];
    const answers = ['New', 'Contacted'];
    let reads = 0;
    let answerFirstRead: (() => void) | undefined;
    const observer = new QueryObserver(queryClient, {
      queryKey: key,
      // The first read began before the write committed: it will answer what it read then.
      queryFn: () => {
        const answer = answers[reads++];
        if (reads > 1) return Promise.resolve(answer);
        return new Promise<string | undefined>((resolve) => {
          answerFirstRead = () => resolve(answer);
        });
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(answerFirstRead).toBeDefined());
    const invalidated = queryClient.invalidateQueries({ queryKey: ['admin', 'inquiries'] });
    answerFirstRead?.();
    await invalidated;
    expect([reads, queryClient.getQueryData(key)]).toEqual([2, 'Contacted']);
    unsubscribe();
  });

  it('leaves a list with data to the refetch, and one the filters do not name alone', async () => {
    const other = ['admin', 'organizations'];
    let otherReads = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: other,
      queryFn: () => new Promise<number>((resolve) => setTimeout(() => resolve(++otherReads), 20)),
    });
    const unsubscribe = observer.subscribe(() => {});
    await queryClient.invalidateQueries({ queryKey: ['admin', 'inquiries'] });
    await vi.waitFor(() => expect(queryClient.getQueryData(other)).toBe(1));
    expect(otherReads).toBe(1);
    unsubscribe();
  });
});
