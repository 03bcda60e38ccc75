/**
 * Bulk invite input (docs/product.md#invitation-validation): one address per line, lines trimmed, only lines containing '@'
 * count. The same address twice (in any letter case) is invited once: the database allows one
 * pending invitation per address and party, and a repeat would fail the whole batch.
 */
export function parseBulkEmails(text: string): string[] {
  const seen = new Set<string>();
  const emails: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line.includes('@')) continue;
    const key = line.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    emails.push(line);
  }
  return emails;
}
