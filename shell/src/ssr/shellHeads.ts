import { pageTitle, type PageHead } from '@plataforma/contracts';
import { paths } from '../app/paths';

/**
 * Title and description of the shell's own pages for the server's head tags (remote pages export their
 * `head`); in the browser each page sets its title (`useDocumentTitle`).
 */
export const shellHeads: Partial<Record<string, PageHead>> = {
  [paths.login]: {
    title: pageTitle('Iniciar sesión'),
    description: 'Inicia sesión en la Plataforma Juvenil para comentar las publicaciones y votar en las encuestas.',
  },
  [paths.register]: {
    title: pageTitle('Crear cuenta'),
    description: 'Crea tu cuenta gratis y forma parte de los jóvenes que trabajan por una Bolivia libre.',
  },
  [paths.perfil]: { title: pageTitle('Mi perfil'), description: 'Tu perfil de miembro de la Plataforma Juvenil.' },
  [paths.recuperar]: {
    title: pageTitle('Recuperar contraseña'),
    description: '¿Olvidaste tu contraseña? Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva.',
  },
  [paths.restablecer]: {
    title: pageTitle('Restablecer contraseña'),
    description: 'Elige una nueva contraseña para tu cuenta de la Plataforma Juvenil.',
  },
};
