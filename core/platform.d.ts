/**
 * The one platform API core/ uses: the WHATWG URL parser, the same in browsers, Workers and Node. Declared
 * here (only what core reads) so that core's type-check admits no other DOM, Workers or Node API.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly protocol: string;
}
