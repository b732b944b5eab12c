import type { Plugin } from 'vite';

/** A Vite plugin that writes which chunk file holds which named chunk, outside the build. */
export function chunkNames(): Plugin;
/** The names the last build into `dist` wrote: { "assets/<hash>.js": "<name>" }, or {} when none. */
export function readChunkNames(dist?: string, cacheDir?: string): Record<string, string>;
