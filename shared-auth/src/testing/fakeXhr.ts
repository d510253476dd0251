/**
 * A fake XMLHttpRequest for tests: records every request the client sends and answers it with
 * `handler`, asynchronously like a browser. `restoreXhr()` puts the real one back.
 */
export type FakeAnswer =
  | {
      status: number;
      /** Sent as JSON unless it is a string (sent as is). */
      data?: unknown;
      /** Upload progress events fired before the answer: [loaded, total], total 0 when unknown. */
      upload?: Array<[number, number]>;
    }
  | 'network'
  | 'timeout';

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Document | XMLHttpRequestBodyInit | null;
  withCredentials: boolean;
  timeout: number;
}

type Handler = () => void;

let realXhr: typeof XMLHttpRequest | undefined;

export function answerRequests(handler: (request: SentRequest) => FakeAnswer): SentRequest[] {
  const requests: SentRequest[] = [];

  class FakeXMLHttpRequest {
    withCredentials = false;
    timeout = 0;
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: Pick<ProgressEvent, 'loaded' | 'total' | 'lengthComputable'>) => void) | null } = {
      onprogress: null,
    };
    onload: Handler | null = null;
    onerror: Handler | null = null;
    ontimeout: Handler | null = null;
    onabort: Handler | null = null;
    onloadend: Handler | null = null;
    private aborted = false;
    private opened = { method: '', url: '', headers: {} as Record<string, string> };

    open(method: string, url: string) {
      this.opened = { method, url, headers: {} };
    }

    setRequestHeader(name: string, value: string) {
      this.opened.headers[name] = value;
    }

    send(body: SentRequest['body'] = null) {
      const request = { ...this.opened, body, withCredentials: this.withCredentials, timeout: this.timeout };
      requests.push(request);
      // A promise, not a timer: tests with fake timers still get their answers.
      void Promise.resolve().then(() => {
        const answer = handler(request);
        // The handler may abort the request (a caller giving up while it is out): no answer then.
        if (!this.aborted) this.answer(answer);
      });
    }

    abort() {
      this.aborted = true;
      this.onabort?.();
      this.onloadend?.();
    }

    private answer(answer: FakeAnswer) {
      this.settle(answer);
      this.onloadend?.();
    }

    private settle(answer: FakeAnswer) {
      if (answer === 'network') return this.onerror?.();
      if (answer === 'timeout') return this.ontimeout?.();
      for (const [loaded, total] of answer.upload ?? []) this.upload.onprogress?.({ loaded, total, lengthComputable: total > 0 });
      this.status = answer.status;
      this.responseText = answer.data === undefined ? '' : typeof answer.data === 'string' ? answer.data : JSON.stringify(answer.data);
      this.onload?.();
    }
  }

  realXhr ??= window.XMLHttpRequest;
  window.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  return requests;
}

export function restoreXhr(): void {
  if (realXhr) window.XMLHttpRequest = realXhr;
  realXhr = undefined;
}
