import { File as NodeFile } from 'node:buffer';

/**
 * A file as a file input gives it. Node's `File`, not jsdom's: the tests' FormData is Node's (the
 * network runs on Node's fetch classes), which sends a jsdom File as the text '[object File]'.
 */
export const file = (name: string, type: string): File => new NodeFile([name], name, { type }) as unknown as File;
