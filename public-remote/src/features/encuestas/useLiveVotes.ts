import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { VotosEnVivo } from '@plataforma/contracts';

/** How often the page reads the results again once the stream is refused or gone for good. */
export const RELECTURA_MS = 15_000;

/**
 * The survey's tally as the API streams it (`GET /api/encuestas/:id/eventos`, Server-Sent Events):
 * undefined until the first event, or while `enabled` is false. EventSource, not the HTTP client: the
 * answer is a stream that never ends, and the browser reconnects it by itself (after the API's
 * `retry:`), with the session cookie. A refusal (too many tabs: 429; a busy server: 503; 401/403/404)
 * closes it for good: the card then shows the page's own tally, and the page reads it again every
 * RELECTURA_MS (through its loader, the one way pages read).
 */
export function useLiveVotes(id: number, enabled: boolean): VotosEnVivo['votos'] | undefined {
  const [live, setLive] = useState<VotosEnVivo | null>(null);
  const [refused, setRefused] = useState(false);
  const { revalidate } = useRevalidator();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/encuestas/${id}/eventos`, { withCredentials: true });
    source.onmessage = (message: MessageEvent<string>) => {
      const data = JSON.parse(message.data) as VotosEnVivo;
      if (data.id === id) setLive(data);
    };
    source.onerror = () => {
      // While CONNECTING the browser is already trying again; CLOSED means it never will.
      if (source.readyState !== source.CLOSED) return;
      setLive(null);
      setRefused(true);
    };
    return () => source.close();
  }, [id, enabled]);

  useEffect(() => {
    if (!enabled || !refused) return;
    const timer = setInterval(() => void revalidate(), RELECTURA_MS);
    return () => clearInterval(timer);
  }, [enabled, refused, revalidate]);

  return enabled && live?.id === id ? live.votos : undefined;
}
