import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router-dom';

/**
 * The server renders every visitor the same page: a member's own part of it (a survey's `yaVotaste`,
 * an event's `inscrito`) comes with their session, so the page reads its data again when the
 * signed-in user changes after it was loaded (the session is restored after hydration).
 */
export function useReloadForMember(userId: number | undefined) {
  const { revalidate } = useRevalidator();
  const loadedFor = useRef(userId);
  useEffect(() => {
    if (loadedFor.current === userId) return;
    loadedFor.current = userId;
    void revalidate();
  }, [userId, revalidate]);
}
