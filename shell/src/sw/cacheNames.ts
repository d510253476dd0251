/** The service worker's runtime caches, by name: a leaf module, so the page's registration chunk carries only these. */

/** The public pages a visitor opened, their HTML (the shell deletes it on logout as well). */
export const PAGES_CACHE = 'paginas';
/** Images those pages showed. */
export const IMAGES_CACHE = 'imagenes';
/** The public remote's entry, and content-hashed scripts that the precache of this build does not hold (a remote deployed alone). */
export const CODE_CACHE = 'codigo';
