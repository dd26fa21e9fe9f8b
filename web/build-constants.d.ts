/** The year `vite build` ran (vite.config.ts `define`): what the prerendered pages say. */
declare const __BUILD_YEAR__: number;

/** Vite's `import.meta.env.SSR`: true in the worker's renderer (the ssr build, web/render.tsx), false in the browser. */
interface ImportMetaEnv {
  readonly SSR: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
