/** The year `vite build` ran (vite.config.ts `define`): what the prerendered pages say. */
declare const __BUILD_YEAR__: number;

/**
 * True in the worker's renderer (the ssr build of web/render.tsx), false in the browser's build and the tests
 * (vite.config.ts, vitest.config.ts): the renderer leaves out code only the browser runs (toasts, QR codes).
 */
declare const __WORKER_RENDERER__: boolean;
