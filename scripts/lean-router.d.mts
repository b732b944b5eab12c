import type { Plugin } from 'vite';

/** react-router's production files, where the plugin applies. */
export const ROUTER_PRODUCTION: RegExp;
/** The source with forwardRef declarations marked pure and displayName writes removed. */
export function leanRouterSource(code: string): { code: string; pure: number; names: number };
/** A Vite plugin that applies leanRouterSource to react-router's production files in builds. */
export function leanRouter(): Plugin;
