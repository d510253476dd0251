import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A rendered page kept whole: its HTML in each encoding a browser may ask for, compressed once. */
export interface CachedPage {
  status: number;
  /** False for a page no shared cache may keep (topology `shared: false`). */
  shared: boolean;
  /** Weak: the same page travels in three encodings. */
  etag: string;
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
  /** The public remote's version it was rendered with: a redeployed remote is not served old pages. */
  version: string;
  /** `app.sharedReads.generation` when its render began: a later write makes it stale. */
  generation: number;
  storedAt: number;
  /** The earliest known time its data changes by the clock (a survey closing): shared caches keep it no longer. */
  changesAt: number | undefined;
}

export interface RenderedHtml {
  status: number;
  shared: boolean;
  html: string;
  changesAt: number | undefined;
}

/** Everything a render of one URL depends on besides the URL: the data (generation) and the code (version). */
export interface RenderInputs {
  version: string;
  generation: number;
}

/** Brotli at quality 5, as `@fastify/compress` sends the pages it compresses per request. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

async function toCachedPage(rendered: RenderedHtml, inputs: RenderInputs): Promise<CachedPage> {
  const identity = Buffer.from(rendered.html);
  const [br, gz] = await Promise.all([brotli(identity, BROTLI_OPTIONS), gzip(identity)]);
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { status: rendered.status, shared: rendered.shared, etag, bodies: { identity, br, gzip: gz }, ...inputs, storedAt: Date.now(), changesAt: rendered.changesAt };
}

/**
 * Rendered pages in process memory, bounded in bytes (least recently used first out). A page is fresh
 * while nothing was written since its render began and the remote it was rendered with is still the
 * deployed one; otherwise it is kept as the last good copy for a database outage. Concurrent misses of
 * one URL (for the same data and code) share one render.
 */
export function createPageCache(maxBytes: number) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length + 200,
  });
  const rendering = new Map<string, Promise<CachedPage>>();

  return {
    /** Whatever is kept for `key`, fresh or not. */
    peek: (key: string): CachedPage | undefined => pages.get(key),

    isFresh: (page: CachedPage, inputs: RenderInputs) => page.version === inputs.version && page.generation === inputs.generation,

    /**
     * Renders `key` once for all who ask meanwhile; kept when `store` still says so once it is done
     * (no write came in between and the write signal can be trusted).
     */
    render(key: string, inputs: RenderInputs, render: () => Promise<RenderedHtml>, store: () => boolean): Promise<CachedPage> {
      const flight = `${inputs.version}\n${inputs.generation}\n${key}`;
      let pending = rendering.get(flight);
      if (!pending) {
        pending = render()
          .then((rendered) => toCachedPage(rendered, inputs))
          .then((page) => {
            if (store()) pages.set(key, page);
            return page;
          })
          .finally(() => rendering.delete(flight));
        rendering.set(flight, pending);
      }
      return pending;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
