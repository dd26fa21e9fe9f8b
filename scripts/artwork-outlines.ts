import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import opentype, { type Font, type Glyph } from 'opentype.js';

/*
 * The shop's own product artwork (web/public/products/*.svg) names each product in SVG <text>. The built copy
 * (dist/client/products) has each text drawn as the outline of its glyphs in Inter, at the weight it asks for:
 * - a browser draws the artwork without laying out or shaping text inside it. Painted at a new size (a card, the
 *   benefits dialog's thumbnail), an artwork with text took 4-6 ms at 4x CPU, inside the frame of the tap that
 *   showed it (docs/performance.md);
 * - it looks the same on every system (system-ui is a different face on each), and in the link previews, which
 *   librsvg draws at build with no fonts.
 * The sources keep their <text>, so that they stay editable.
 */

const require = createRequire(import.meta.url);
const fonts = new Map<string, Font>();

/** Inter (OFL-1.1, @fontsource/inter) at a weight the artwork uses. */
function inter(weight: string): Font {
  let font = fonts.get(weight);
  if (!font) {
    const file = readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
    font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    fonts.set(weight, font);
  }
  return font;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

/** One <text> element as a <path> of the same fill; throws on what the artwork does not use (tspans, transforms). */
function outline(attributes: string, content: string): string {
  const attrs = Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
  const known = new Set(['x', 'y', 'text-anchor', 'font-family', 'font-size', 'font-weight', 'letter-spacing', 'fill']);
  const unknown = Object.keys(attrs).filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`artwork text with ${unknown.join(', ')}: not outlined`);
  const text = content.replace(/&[a-z]+;/g, (entity) => ENTITIES[entity] ?? entity);
  const font = inter(attrs['font-weight'] ?? '400');
  const size = Number(attrs['font-size'] ?? 16);
  const scale = size / font.unitsPerEm;
  const spacing = Number(attrs['letter-spacing'] ?? 0);
  // Laid out here, glyph by glyph with the font's kerning: opentype.js's own layout applies contextual
  // substitutions that Inter's tables use and it does not support.
  const glyphs = [...text].map((char) => font.charToGlyph(char));
  const starts: number[] = [];
  let width = 0;
  glyphs.forEach((glyph, i) => {
    starts.push(width);
    width += glyph.advanceWidth * scale + spacing;
    if (i < glyphs.length - 1) width += font.getKerningValue(glyph, glyphs[i + 1]) * scale;
  });
  const anchor = attrs['text-anchor'] ?? 'start';
  const x = Number(attrs.x ?? 0) - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  const y = Number(attrs.y ?? 0);
  const d = relativePathData(glyphs.flatMap((glyph, i) => glyph.getPath(x + starts[i], y, size).commands));
  return `<path fill="${attrs.fill ?? '#000'}" d="${d}"/>`;
}

type Command = ReturnType<Glyph['getPath']>['commands'][number];

/** A tenth of a unit of the artwork's 400-unit square: under a tenth of a pixel at the largest size it is shown. */
const tenths = (n: number) => Math.round(n * 10);
const number = (t: number) => (t / 10).toString().replace(/^(-?)0\./, '$1.');

/**
 * Path data in relative commands on a grid of tenths, a letter only where the command changes: about half the
 * bytes of opentype.js's absolute data, for the same outline.
 */
function relativePathData(commands: Command[]): string {
  let out = '';
  let last = '';
  let at = { x: 0, y: 0 };
  let start = at;
  const emit = (letter: string, points: { x: number; y: number }[]) => {
    const values = points.flatMap((p) => [p.x - at.x, p.y - at.y]);
    let text = letter === last && letter !== 'm' ? '' : letter;
    for (const value of values) {
      const formatted = number(value);
      text += text === '' || /[a-z]$/.test(text) || formatted.startsWith('-') ? formatted : ` ${formatted}`;
    }
    out += letter === last && letter !== 'm' && !text.startsWith('-') ? ` ${text}` : text;
    last = letter;
  };
  for (const command of commands) {
    if (command.type === 'Z') {
      out += 'z';
      last = 'z';
      at = start;
      continue;
    }
    const end = { x: tenths(command.x), y: tenths(command.y) };
    if (command.type === 'M') emit('m', [end]);
    else if (command.type === 'L') {
      // The font's outlines close some contours with a line to where they already are.
      if (end.x !== at.x || end.y !== at.y) emit('l', [end]);
    } else if (command.type === 'Q') emit('q', [{ x: tenths(command.x1!), y: tenths(command.y1!) }, end]);
    else emit('c', [{ x: tenths(command.x1!), y: tenths(command.y1!) }, { x: tenths(command.x2!), y: tenths(command.y2!) }, end]);
    at = end;
    if (command.type === 'M') start = end;
  }
  return out;
}

/** An SVG document with every <text> outlined. */
export function outlineSvgText(svg: string): string {
  return svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_, attributes: string, content: string) => outline(attributes, content));
}

/** Outlines the text of every artwork under `dir` (the built copy of web/public/products), in place. */
export function outlineArtwork(dir: string): void {
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.svg'))) {
    const file = resolve(dir, name);
    writeFileSync(file, outlineSvgText(readFileSync(file, 'utf8')));
  }
}
