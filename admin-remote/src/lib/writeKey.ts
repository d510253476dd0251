/** FNV-1a, 32 bits, as hex: enough to tell two payloads of one screen apart. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The Idempotency-Key of one admin write: the screen's own key and what it sends (intent, fields, the
 * chosen files by name, size and date). The same save sent again after a time-out or a lost connection
 * carries the same key, so the API answers it as the first time and never stores it twice; a changed
 * form is another write.
 */
export function writeKey(screenKey: string, intent: string, fields: Record<string, unknown>, files: Record<string, File>): string {
  const chosen = Object.entries(files).map(([name, file]) => [name, file.name, file.size, file.lastModified]);
  return `${screenKey}-${fnv1a(JSON.stringify([intent, fields, chosen]))}`;
}
