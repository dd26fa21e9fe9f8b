/** Vite's `?no-inline` import of a file: its URL, always a file of its own, never a data: URL. */
declare module '*.svg?no-inline' {
  const url: string;
  export default url;
}
