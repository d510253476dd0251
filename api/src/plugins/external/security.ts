import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
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
 * The headers a helmet configuration writes, computed once: they depend on the configuration only
 * (no nonces). @fastify/helmet rebuilt the middleware, CSP parsing included, on every request.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of each kind of answer, computed once: a scope adds the hook of its kind (`sendsHeaders`). */
    securityHeaders: { page: Record<string, string>; data: Record<string, string> };
  }
}

/** Every answer of `scope` carries the security headers of its kind: pages (and files), or API data. */
export function sendsHeaders(scope: FastifyInstance, kind: 'page' | 'data') {
  const headers = scope.securityHeaders[kind];
  scope.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * Security headers (helmet's). Scripts come from this origin plus the remotes' origins when they are hosted
 * elsewhere, never inline (the page data is a JSON block, not a script); styled-components injects <style> tags, hence 'unsafe-inline' for styles only.
 */
export default fp<{ config: Config }>(async (app, { config }) => {
  const remotes = [config.publicRemoteUrl, config.adminRemoteUrl].map(originOf).filter((o): o is string => o !== null);
  const headers = helmetHeaders({
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
    // Off on purpose (docs/decisions.md, "The visitor's main thread"): same-origin moves every arrival into a new
    // browsing-context group, a fresh renderer whose start-up blocks the page's main thread (measured
    // ~250 ms of blocking time on a page with no script at all). We open no popups; framing stays denied.
    crossOriginOpenerPolicy: false,
  });
  // An API answer is data, never a document: the page-only headers (CSP for scripts and styles, agent
  // cluster, DNS prefetch, download and XSS options) do nothing there and cost ~560 bytes on every
  // public read. It keeps what applies to data (OWASP REST Security): no content sniffing, no
  // cross-origin reads, no framing, no referrer, HSTS.
  const apiHeaders = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    hsts: config.cookieSecure,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.decorate('securityHeaders', { page: headers, data: apiHeaders });
});
