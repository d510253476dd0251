import { STORAGE_USER_KEY } from '@plataforma/contracts';
import { http, HttpResponse, server } from './testing/network';
import { makeUser } from './testing/users';
import { useSession } from './index';

const ana = makeUser();

describe('the package session (useSession)', () => {
  // Authenticated means a user is present (spec-notes §4).
  it('is authenticated once restore shows a user, and no longer after clear', async () => {
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(ana));
    server.use(http.get('/api/auth/profile', () => HttpResponse.json(ana)));
    expect(useSession.getState().user).toBeNull();

    const restoring = useSession.getState().restore();
    expect(useSession.getState().user).toEqual(ana);
    await restoring;
    expect(useSession.getState()).toMatchObject({ user: ana, status: 'ready' });

    useSession.getState().clear();
    expect(useSession.getState().user).toBeNull();
  });
});
