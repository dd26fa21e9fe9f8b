/** The part of opentype.js (no types of its own) that scripts/artwork-outlines.ts uses. */
declare module 'opentype.js' {
  export interface Glyph {
    advanceWidth: number;
    getPath(
      x: number,
      y: number,
      fontSize: number,
    ): { commands: { type: 'M' | 'L' | 'C' | 'Q' | 'Z'; x: number; y: number; x1?: number; y1?: number; x2?: number; y2?: number }[] };
  }
  export interface Font {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
    getKerningValue(left: Glyph, right: Glyph): number;
  }
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
