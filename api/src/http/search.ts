/**
 * The ILIKE pattern for "contains what the admin typed": `%`, `_` and `\` typed by the admin are
 * literal characters, not wildcards.
 */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
