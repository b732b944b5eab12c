// Chunk files are named by hash alone (vite.config.ts); this keeps a map from each file to the
// module it was named after, outside the build (in Vite's cache folder, never deployed), so the
// bundle report can still say "the import screen: 19 KB" instead of a hash.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** One map per build folder: the live and the demo build are made side by side. */
const fileFor = (outDir) => `chunk-names-${basename(outDir)}.json`;

/** A Vite plugin that writes { "assets/<hash>.js": "<name>" } for the last production build. */
export function chunkNames() {
  let cacheDir = '';
  let outDir = '';
  return {
    name: 'registry-console:chunk-names',
    apply: 'build',
    configResolved(config) {
      cacheDir = config.cacheDir;
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      const names = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') names[file] = output.name;
      }
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(join(cacheDir, fileFor(outDir)), JSON.stringify(names, null, 1));
    },
  };
}

/**
 * The names the last build into `dist` wrote, or an empty map (files are then shown as they are).
 */
export function readChunkNames(dist = 'dist', cacheDir = 'node_modules/.vite') {
  try {
    return JSON.parse(readFileSync(join(cacheDir, fileFor(dist)), 'utf8'));
  } catch {
    // No build wrote one (a dist from elsewhere): the report shows file names alone.
    return {};
  }
}
