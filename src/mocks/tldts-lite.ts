/**
 * Stands in for `tldts` inside the demo backend. msw keeps a cookie jar (tough-cookie), which
 * asks tldts for registrable domains using the whole public-suffix list: 250 KB that the demo,
 * which sets no cookies and runs on one host, never needs. Only the demo bundle uses this.
 */
export function getDomain(hostname: string): string | null {
  const labels = hostname.toLowerCase().split('.').filter(Boolean);
  if (labels.length === 0) return null;
  if (labels.length === 1 || /^\d+$/.test(labels[labels.length - 1]!)) return labels.join('.');
  return labels.slice(-2).join('.');
}
