import { pageTitle, type PageHandle } from '@plataforma/contracts';

export { ProfilePage as Component } from './ProfilePage';
export { action } from './action';
export { loader } from './loader';

export const handle: PageHandle = {
  head: () => ({ title: pageTitle('Mi perfil'), description: 'Tu perfil de miembro de la Plataforma Juvenil.' }),
};
