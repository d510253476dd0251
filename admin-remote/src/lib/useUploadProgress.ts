import { useSyncExternalStore } from 'react';

// One upload at a time in the admin (its modal waits for it): its percentage, shared by the route's
// action, which sends the file, and the open modal's upload bar.
let percent: number | null = null;
const listeners = new Set<() => void>();

function setPercent(value: number | null) {
  percent = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Runs an action's multipart write, handing it the listener for the client's `onUploadProgress`; the bar goes once it settles. */
export async function trackUpload<R>(upload: (onPercent: (percent: number) => void) => Promise<R>): Promise<R> {
  try {
    return await upload(setPercent);
  } finally {
    setPercent(null);
  }
}

/** The percentage of the upload under way, or null. */
export const useUploadProgress = () => useSyncExternalStore(subscribe, () => percent, () => null);
