import { type IncomingMessage, request } from 'node:http';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

/** One Server-Sent Events stream as a browser's EventSource reads it: `next()` is the next `data:` event. */
export interface EventStream {
  response: Response;
  // biome-ignore lint/suspicious/noExplicitAny: the JSON of whichever stream answered
  next: (timeoutMs?: number) => Promise<any>;
  /** The first event, within `timeoutMs`, that `check` accepts (earlier ones, e.g. a repeated tally, are skipped). */
  // biome-ignore lint/suspicious/noExplicitAny: the JSON of whichever stream answered
  until: (check: (event: any) => boolean, timeoutMs?: number) => Promise<any>;
  /** Everything received so far (retry hint, comments, events). */
  received: () => string;
  close: () => void;
}

/** An answer's headers as fetch's `Headers`. */
const headersOf = (answer: IncomingMessage) =>
  new Headers(Object.entries(answer.headers).flatMap(([name, value]) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((one): [string, string] => [name, one])));

/** Opens `url` (a listening server) with `headers`; a refused stream's JSON error is in `response`. */
export async function openEvents(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  // node:http rather than fetch: aborting fetch's body leaves its socket open (Node 20), and the server's
  // close then waits for its keep-alive timeout (72 s); destroying the request closes it, as a browser does.
  const req = request(url, { headers: { accept: 'text/event-stream', ...headers } });
  const answer = await new Promise<IncomingMessage>((resolve, reject) => req.once('response', resolve).once('error', reject).end());
  const response = new Response(Readable.toWeb(answer) as ReadableStream<Uint8Array>, { status: answer.statusCode, headers: headersOf(answer) });
  // Taken on the first `next()`, so a refusal's JSON body stays readable through `response`.
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const decoder = new TextDecoder();
  let buffer = '';
  let all = '';
  let reading: ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']> | null = null;
  const stream: EventStream = {
    response,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (data) return JSON.parse(data);
          continue;
        }
        // A read left waiting by a time-out is the one the next call waits for.
        reader ??= response.body!.getReader();
        reading ??= reader.read();
        const chunk = await Promise.race([reading, sleep(Math.max(0, deadline - Date.now()), null)]);
        if (chunk === null) throw new Error(`no event within ${timeoutMs} ms`);
        reading = null;
        if (chunk.done) throw new Error('the stream ended');
        const text = decoder.decode(chunk.value, { stream: true });
        buffer += text;
        all += text;
      }
    },
    async until(check, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const event = await stream.next(Math.max(1, deadline - Date.now()));
        if (check(event)) return event;
      }
    },
    received: () => all,
    close: () => req.destroy(),
  };
  return stream;
}
