import { isSharedPage } from './index';

describe('which pages every visitor may be given the same copy of', () => {
  it("the public remote's pages, by their patterns", () => {
    for (const path of ['/', '/noticias', '/noticias/12', '/agenda/3', '/afiliate', '/conocenos', '/publicaciones/2', '/encuestas']) {
      expect(isSharedPage(path)).toBe(true);
    }
  });

  it("not a card's verification, the shell's account pages, the admin panel or any other path", () => {
    for (const path of ['/verificar/ABC', '/login', '/perfil', '/restablecer', '/admin', '/admin/usuarios', '/noticias/', '/noticias/1/x', '/api/noticias', '/no-existe']) {
      expect(isSharedPage(path)).toBe(false);
    }
  });
});
