import { LOGIN_RETURN_PARAM, loginReturningTo, safeReturnPath } from './index';

describe('the return path after signing in (no open redirect)', () => {
  it("keeps a page of this site, with its query and fragment", () => {
    for (const path of ['/', '/encuestas', '/publicaciones/3?x=1#comentarios', '/agenda/3', '/%2F%2Fotro.example.com']) {
      expect(safeReturnPath(path)).toBe(path);
    }
  });

  it('refuses anything that would leave the site or is not a path from the root', () => {
    const away = [
      null,
      undefined,
      '',
      'encuestas',
      '//otro.example.com',
      '///otro.example.com',
      '/\\otro.example.com',
      '/\\/otro.example.com',
      '/\t/otro.example.com',
      '/\n/otro.example.com',
      '/\r\n/otro.example.com',
      '/x\\..\\..\\otro',
      'https://otro.example.com',
      'javascript:alert(1)',
      ' /encuestas',
    ];
    for (const value of away) expect(safeReturnPath(value)).toBeNull();
  });

  it('/login?volver= carries the path encoded, and reads back as it was', () => {
    const url = loginReturningTo('/publicaciones/3?orden=nuevo');
    expect(url).toBe('/login?volver=%2Fpublicaciones%2F3%3Forden%3Dnuevo');
    expect(safeReturnPath(new URL(url, 'http://x').searchParams.get(LOGIN_RETURN_PARAM))).toBe('/publicaciones/3?orden=nuevo');
  });
});
