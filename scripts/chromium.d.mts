export declare const CHROMIUM_PATH: string;
export declare const HEADLESS_SHELL: string;
export declare function testChromiumPath(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string;
export declare const CHROMIUM_FLAGS: string[];
export declare const DISABLED_FEATURES: string[];
