import { mkdtempSync, readFileSync, readdirSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outlineArtwork, outlineSvgText } from '../../scripts/artwork-outlines';

/*
 * The product artwork as the build ships it (scripts/artwork-outlines.ts): every name on a jar drawn as outlines,
 * so that a browser never lays out text inside an artwork, and where the text stood.
 */

const sources = resolve(import.meta.dirname, '../../web/public/products');
const texts = (svg: string) =>
  [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, content]) => ({
    content,
    attr: (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1],
  }));

/** The points a path passes through (not its curves' control points), replayed from its relative commands. */
function onCurvePoints(d: string): { x: number; y: number }[] {
  const tokens = d.match(/[mlcqz]|-?\d*\.?\d+/g) ?? [];
  const arity: Record<string, number> = { m: 2, l: 2, q: 4, c: 6, z: 0 };
  const points: { x: number; y: number }[] = [];
  let at = { x: 0, y: 0 };
  let start = at;
  let command = '';
  for (let i = 0; i < tokens.length;) {
    if (/[a-z]/.test(tokens[i])) command = tokens[i++];
    if (command === 'z') {
      at = start;
      continue;
    }
    const args = tokens.slice(i, i + arity[command]).map(Number);
    i += arity[command];
    at = { x: at.x + args[args.length - 2], y: at.y + args[args.length - 1] };
    if (command === 'm') start = at;
    points.push(at);
  }
  return points;
}

describe("the product artwork's text", () => {
  it('becomes one outline per text, in its fill, and nothing else changes', () => {
    for (const name of readdirSync(sources).filter((file) => file.endsWith('.svg'))) {
      const source = readFileSync(join(sources, name), 'utf8');
      const outlined = outlineSvgText(source);
      expect(outlined, name).not.toContain('<text');
      const before = texts(source);
      expect(before.length, name).toBeGreaterThan(0);
      const paths = [...outlined.matchAll(/<path fill="([^"]*)" d="([^"]*)"\/>/g)].filter(([, , d]) => /^m-?\d/.test(d));
      expect(paths.map(([, fill]) => fill)).toEqual(before.map((text) => text.attr('fill')));
      expect(outlined.replace(/<path fill="[^"]*" d="[^"]*"\/>/g, '')).toBe(
        source.replace(/<text\b[^>]*>[^<]*<\/text>/g, '').replace(/<path fill="[^"]*" d="[^"]*"\/>/g, ''),
      );
    }
  });

  it('stands where the text stood: centred on its x, on its baseline, as tall as its capitals', () => {
    const source = readFileSync(join(sources, 'multivitamin.svg'), 'utf8');
    const outlined = outlineSvgText(source);
    const [brand] = texts(source).filter((text) => text.content === 'VitaGlow');
    const d = /<path fill="#059669" d="(m[^"]*)"\/>/.exec(outlined)![1];
    const points = onCurvePoints(d);
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    const size = Number(brand.attr('font-size'));
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(Number(brand.attr('x')), -0.5);
    expect(Math.max(...ys)).toBeCloseTo(Number(brand.attr('y')), 0);
    const height = Math.max(...ys) - Math.min(...ys);
    expect(height / size).toBeGreaterThan(0.65);
    expect(height / size).toBeLessThan(0.8);
  });

  it('is outlined in place for every artwork of a folder, as the build does to its copy', () => {
    const dir = mkdtempSync(join(tmpdir(), 'artwork-'));
    cpSync(sources, dir, { recursive: true });
    outlineArtwork(dir);
    for (const name of readdirSync(dir)) expect(readFileSync(join(dir, name), 'utf8'), name).not.toContain('<text');
  });
});
