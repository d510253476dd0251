import { register } from 'node:module';

/**
 * npm keeps drizzle-orm in api/node_modules while drizzle-kit is hoisted to the root, and drizzle-kit
 * imports drizzle-orm from its own location. This hook resolves such imports from the api package
 * instead, so `npm run db:generate` works without reshaping the workspace's lock file.
 */
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (!specifier.startsWith('drizzle-orm')) throw error;
    return next(specifier, { ...context, parentURL: import.meta.url });
  }
}

if (!process.env.DRIZZLE_KIT_HOOKS_REGISTERED) {
  process.env.DRIZZLE_KIT_HOOKS_REGISTERED = '1';
  register(import.meta.url);
}
