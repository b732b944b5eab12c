import type { Plugin } from 'vite';

/** A Vite plugin that writes which chunk file holds which named chunk, outside the build. */
export function chunkNames(): Plugin;
/** The names the last build wrote: { "assets/<hash>.js": "<name>" }, or {} when none. */
export function readChunkNames(cacheDir?: string): Record<string, string>;
