import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A message's text as a mail client shows it: quoted-printable undone (wrapped lines, `=3D`) and read as UTF-8. */
export const quotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The development outbox's `.eml` files (`OUTBOX_DIR`), oldest first. */
export const outboxFiles = (outboxDir: string): string[] => {
  try {
    return readdirSync(outboxDir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
};

/** Each message of the development outbox, decoded, oldest first. */
export const outboxMessages = (outboxDir: string): string[] =>
  outboxFiles(outboxDir).map((file) => quotedPrintable(readFileSync(join(outboxDir, file), 'utf8')));
