import { isNotFound } from '@plataforma/contracts';
import { StatusMessage } from '@plataforma/shared-ui';
import { Suspense, type ReactNode } from 'react';
import { Await, useAsyncError } from 'react-router-dom';
import { getErrorMessage } from '../errorMessage';

export interface PendingTexts {
  /** Shown while the value is on its way (spec-notes §2's 'Cargando ...' of the screen). */
  loading: string;
  /** The screen's failure text, when the server sent no message of its own. */
  error: string;
  /** Shown instead when the value does not exist (an item's page). */
  notFound?: string;
}

function Failure({ error, notFound }: Omit<PendingTexts, 'loading'>) {
  const failure = useAsyncError();
  const text = notFound && isNotFound(failure) ? notFound : getErrorMessage(failure, error);
  return <StatusMessage kind="error">{text}</StatusMessage>;
}

/**
 * A part of a loader's data on a screen: its loading text until it arrives, then `children(value)`,
 * or the failure's Spanish text. The server renders the arrived value; in the browser a page appears
 * at once and fills in (React Router's `Await`).
 */
export function Pending<T>({ value, texts, children }: { value: T | Promise<T>; texts: PendingTexts; children: (value: T) => ReactNode }) {
  return (
    <Suspense fallback={<StatusMessage kind="loading">{texts.loading}</StatusMessage>}>
      <Await resolve={value} errorElement={<Failure error={texts.error} notFound={texts.notFound} />}>
        {(resolved: T) => children(resolved)}
      </Await>
    </Suspense>
  );
}
