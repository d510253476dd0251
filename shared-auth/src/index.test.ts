import { STORAGE_USER_KEY } from '@plataforma/contracts';
import { http, HttpResponse, server } from './testing/network';
import { makeUser } from './testing/users';
import { selectIsAuthenticated, useSession } from './index';

const ana = makeUser();

describe('the package session (useSession)', () => {
  it('is authenticated once restore shows a user, and no longer after clear', async () => {
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(ana));
    server.use(http.get('/api/auth/profile', () => HttpResponse.json(ana)));
    expect(selectIsAuthenticated(useSession.getState())).toBe(false);

    const restoring = useSession.getState().restore();
    expect(selectIsAuthenticated(useSession.getState())).toBe(true);
    await restoring;
    expect(useSession.getState()).toMatchObject({ user: ana, status: 'ready' });

    useSession.getState().clear();
    expect(selectIsAuthenticated(useSession.getState())).toBe(false);
  });
});
