// The types of what eslint.config.js exports beside its configuration, for the layers test
// (scripts/server-layers.test.ts).
export declare const SERVER_LAYERS: string[][];
export declare const COMPOSITION_ROOT: string[];
declare const config: unknown[];
export default config;
