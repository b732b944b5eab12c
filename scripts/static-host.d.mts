export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}
export declare function parseHeadersFile(text: string): HeaderRule[];
export declare function parseRedirectsFile(text: string): RedirectRule[];
export declare function headersFor(rules: HeaderRule[], path: string): Record<string, string>;
export declare function rewriteFor(
  redirects: RedirectRule[],
  path: string,
): { to: string; status: number } | null;
