/** The public pages' URLs the remote links to; the shell routes the same paths (`shell/src/app/paths.ts`). */
export const itemPath = {
  noticia: (id: number) => `/noticias/${id}`,
  evento: (id: number) => `/agenda/${id}`,
  publicacion: (id: number) => `/publicaciones/${id}`,
} as const;
