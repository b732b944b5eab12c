/** True in the demo build (`npm run build:demo`, `npm run dev`), false in the live build (vite.config.ts). */
declare const __DEMO__: boolean;
