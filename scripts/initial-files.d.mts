/** What a build's first load fetches: index.html, its scripts with their static imports, its CSS. */
export function initialFiles(dist: string): { html: string; js: Set<string>; css: string[] };
