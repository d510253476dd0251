import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Config } from '../../config';

/** The origin of an absolute remote URL; a relative one is served by this origin ('self'). */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Security headers. Scripts come from this origin plus the remotes' origins when they are hosted
 * elsewhere; styled-components injects <style> tags, hence 'unsafe-inline' for styles only.
 */
export default fp<{ config: Config }>(async (app, { config }) => {
  const remotes = [config.publicRemoteUrl, config.adminRemoteUrl].map(originOf).filter((o): o is string => o !== null);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        connectSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Plain http on localhost would break if browsers were told to upgrade every request.
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    hsts: config.cookieSecure,
  });
});
