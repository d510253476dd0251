import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin passes at run time: its merged options with the route (typed as the route itself). */
type ScopeOptions = { routeInfo?: { method?: unknown; url?: unknown } };

/**
 * A @fastify/rate-limit store in the `rate_limits` table, so every process behind the load balancer
 * counts the same login/register attempts. One upsert per attempt: the window restarts when expired.
 */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore {
    private readonly scope: string;

    constructor(options: object = {}) {
      const { routeInfo } = options as ScopeOptions;
      this.scope = `${String(routeInfo?.method ?? '')} ${String(routeInfo?.url ?? '')}`;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      db.execute<{ hits: number; ttl: number }>(sql`
        INSERT INTO rate_limits (key, hits, expires_at)
        VALUES (${`${this.scope} ${key}`}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limits.expires_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
          expires_at = CASE WHEN rate_limits.expires_at <= now() THEN excluded.expires_at ELSE rate_limits.expires_at END
        RETURNING hits, ceil(extract(epoch FROM expires_at - now()) * 1000)::int AS ttl`).then(
        (result) => callback(null, { current: Number(result.rows[0]!.hits), ttl: Number(result.rows[0]!.ttl) }),
        (error: Error) => callback(error),
      );
    }

    child(options: object) {
      return new DatabaseRateLimitStore(options);
    }
  };
}
