import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

/** What a form shows of its save: the saving flag, one error line and the upload percentage. */
export interface SaveState {
  saving: boolean;
  error: string | null;
  progress: number | null;
}

/**
 * A create/edit form over its mutation (spec-notes §4): the error line is the form's own validation
 * message or the failed call's. `submit` resolves the saved data, so the form can reset and close, or
 * undefined on failure, when the form stays open with the message.
 */
export function useFormSave<TInput, TData>(mutation: UseMutationResult<TData, Error, TInput> & { progress?: number | null }) {
  const [invalid, setInvalid] = useState<string | null>(null);
  const { reset } = mutation;

  return {
    saving: mutation.isPending,
    error: invalid ?? mutation.error?.message ?? null,
    progress: mutation.progress ?? null,
    /** Shows a validation message in place of the last failure. */
    invalid: (message: string) => {
      reset();
      setInvalid(message);
    },
    submit: (input: TInput): Promise<TData | undefined> => {
      setInvalid(null);
      return mutation.mutateAsync(input).catch(() => undefined);
    },
    clear: () => {
      reset();
      setInvalid(null);
    },
  };
}
