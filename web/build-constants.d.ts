/** The year `vite build` ran (vite.config.ts `define`): what the prerendered pages say. */
declare const __BUILD_YEAR__: number;
