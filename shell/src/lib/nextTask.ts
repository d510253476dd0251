/**
 * Resolves in a new task of the event loop, so the work after it does not lengthen the current one
 * (a task over 50 ms blocks input and counts as Total Blocking Time).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
