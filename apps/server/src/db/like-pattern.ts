/**
 * A LIKE / ILIKE pattern matching `text` anywhere: `%`, `_` and `\` in it are searched for, not
 * wildcards (PostgreSQL's default escape character is `\`).
 */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
