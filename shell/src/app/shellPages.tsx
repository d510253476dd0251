import { lazy, type ComponentType } from 'react';
import { paths } from './paths';

export type PreloadablePage = ComponentType & { preload: () => Promise<void> };

/**
 * A page split off the first download (React.lazy) whose module can be loaded ahead of rendering:
 * the server loads it before rendering, the browser before hydrating, so both render the page itself
 * rather than a Suspense fallback (renderToString does not wait for lazy, docs/toolchain.md trap 5).
 */
function preloadable(load: () => Promise<ComponentType>): PreloadablePage {
  let Loaded: ComponentType | null = null;
  const Lazy = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: created once per page at module level, like React.lazy.
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  Page.preload = async () => {
    Loaded = await load();
  };
  return Page;
}

// The shell's own pages are split off so a visitor's `/` does not download forms and their validation.
export const LoginPage = preloadable(() => import('../features/auth/LoginPage').then((m) => m.LoginPage));
export const RegisterPage = preloadable(() => import('../features/auth/RegisterPage').then((m) => m.RegisterPage));
export const ProfilePage = preloadable(() => import('../features/profile/ProfilePage').then((m) => m.ProfilePage));
// The admin door (session and two-step checks) is needed by admins only, never on a visitor's first page.
export const AdminGuard = lazy(() => import('../features/auth/AdminGuard').then((m) => ({ default: m.AdminGuard })));
// The emailed reset link is always a first page: rendered on the server like the login.
export const ForgotPasswordPage = preloadable(() => import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage));
export const ResetPasswordPage = preloadable(() => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage));

const byPath: Partial<Record<string, PreloadablePage>> = {
  [paths.login]: LoginPage,
  [paths.register]: RegisterPage,
  [paths.perfil]: ProfilePage,
  [paths.recuperar]: ForgotPasswordPage,
  [paths.restablecer]: ResetPasswordPage,
};

/** Loads the shell page routed at `pathname`, if it is one. */
export const preloadShellPage = async (pathname: string): Promise<void> => byPath[pathname]?.preload();
