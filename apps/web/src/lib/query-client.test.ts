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
