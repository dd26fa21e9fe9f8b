import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type ImageType, imageSize, sniffImageType } from '../../core/image-size';

/*
 * Real files, made by sharp (libjpeg, libpng, libwebp, libaom) at odd sizes, and the same files cut short or
 * damaged: the type comes from the bytes, the size from the header, and a header that cannot be read is null.
 */

type Image = ReturnType<typeof sharp>;
type Variant = { name: string; type: ImageType; encode: (image: Image) => Image; alpha?: boolean };

const VARIANTS: Variant[] = [
  { name: 'baseline JPEG', type: 'jpeg', encode: (i) => i.jpeg({ quality: 80 }) },
  { name: 'progressive JPEG', type: 'jpeg', encode: (i) => i.jpeg({ progressive: true }) },
  { name: 'PNG', type: 'png', encode: (i) => i.png() },
  { name: 'lossy WebP (VP8)', type: 'webp', encode: (i) => i.webp({ quality: 70 }) },
  { name: 'lossless WebP (VP8L)', type: 'webp', encode: (i) => i.webp({ lossless: true }) },
  { name: 'WebP with alpha (VP8X)', type: 'webp', encode: (i) => i.webp({ quality: 70 }), alpha: true },
  { name: 'AVIF', type: 'avif', encode: (i) => i.avif({ quality: 50, effort: 0 }) },
  { name: 'AVIF with alpha', type: 'avif', encode: (i) => i.avif({ quality: 50, effort: 0 }), alpha: true },
];

const SIZES: [number, number][] = [
  [37, 23],
  [1200, 800],
  [1, 1],
  [23, 37],
];

function encode(variant: Variant, width: number, height: number): Promise<Buffer> {
  const channels = variant.alpha ? 4 : 3;
  const background = variant.alpha ? { r: 200, g: 120, b: 40, alpha: 0.5 } : { r: 200, g: 120, b: 40 };
  return variant.encode(sharp({ create: { width, height, channels, background } })).toBuffer();
}

const bytesOf = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

describe('product images: the type by the bytes, the size from the header', () => {
  describe.each(VARIANTS)('$name', (variant) => {
    it.each(SIZES)('reads %i×%i', async (width, height) => {
      const bytes = bytesOf(await encode(variant, width, height));
      expect(sniffImageType(bytes)).toBe(variant.type);
      expect(imageSize(bytes, variant.type)).toEqual({ width, height });
    });

    it('never reads a wrong size from the file cut short, and nothing from a cut header', async () => {
      const bytes = bytesOf(await encode(variant, 37, 23));
      for (let length = 0; length < Math.min(bytes.length, 2048); length++) {
        const size = imageSize(bytes.subarray(0, length), variant.type);
        if (size !== null) expect(size).toEqual({ width: 37, height: 23 });
      }
      expect(imageSize(bytes.subarray(0, 20), variant.type)).toBeNull();
    });
  });

  it('agrees with sharp on a photo-like JPEG with EXIF and an ICC profile before its frame header', async () => {
    const buffer = await sharp({ create: { width: 641, height: 427, channels: 3, background: '#3a7' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'VitaGlow' } } })
      .withIccProfile('srgb')
      .jpeg()
      .toBuffer();
    expect(imageSize(bytesOf(buffer), 'jpeg')).toEqual({ width: 641, height: 427 });
  });

  it.each([
    [6, { width: 23, height: 37 }],
    [8, { width: 23, height: 37 }],
    [5, { width: 23, height: 37 }],
    [3, { width: 37, height: 23 }],
    [1, { width: 37, height: 23 }],
  ])('gives a JPEG with EXIF orientation %i the size it is shown at', async (orientation, size) => {
    for (const variant of VARIANTS.filter((v) => v.type === 'jpeg')) {
      const buffer = await variant
        .encode(sharp({ create: { width: 37, height: 23, channels: 3, background: '#3a7' } }).withMetadata({ orientation }))
        .toBuffer();
      expect((await sharp(buffer).metadata()).orientation).toBe(orientation);
      expect(imageSize(bytesOf(buffer), 'jpeg')).toEqual(size);
    }
  });

  it.each([
    [1, { width: 800, height: 1200 }],
    [2, { width: 1200, height: 800 }],
    [3, { width: 800, height: 1200 }],
  ])('gives an AVIF turned by irot angle %i the size it is shown at', (angle, size) => {
    const file = concat(
      box('ftyp', ascii('avif'), u32(0), ascii('mif1'), ascii('avif')),
      box(
        'meta',
        [0, 0, 0, 0],
        box('pitm', [0, 0, 0, 0], [0, 1]),
        box(
          'iprp',
          box('ipco', box('ispe', [0, 0, 0, 0], u32(1200), u32(800)), box('irot', [angle])),
          box('ipma', [0, 0, 0, 0], u32(1), [0, 1, 2, 0x01, 0x82]),
        ),
      ),
    );
    expect(imageSize(file, 'avif')).toEqual(size);
  });

  it("reads the AVIF's primary item's extents, not another item's listed first", () => {
    // A grid image's tiles (and an alpha plane) are items with their own ispe: pitm and ipma say which is the image.
    const ispe = (width: number, height: number) => box('ispe', [0, 0, 0, 0], u32(width), u32(height));
    const file = concat(
      box('ftyp', ascii('avif'), u32(0), ascii('mif1'), ascii('avif')),
      box(
        'meta',
        [0, 0, 0, 0],
        box('pitm', [0, 0, 0, 0], [0, 2]),
        box(
          'iprp',
          box('ipco', ispe(512, 512), ispe(1200, 800)),
          // Version 0, one-byte indices: item 1 → property 1, item 2 → property 2 (marked essential).
          box('ipma', [0, 0, 0, 0], u32(2), [0, 1, 1, 0x01], [0, 2, 1, 0x82]),
        ),
      ),
    );
    expect(sniffImageType(file)).toBe('avif');
    expect(imageSize(file, 'avif')).toEqual({ width: 1200, height: 800 });
  });

  it.each([
    ['an empty file', new Uint8Array()],
    ['SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['SVG behind an XML declaration', new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML named .png', new TextEncoder().encode('<!doctype html><script>alert(1)</script>')],
    ['GIF', new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;')],
    ['a RIFF file that is not WebP (WAVE)', new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt ')],
    [
      'HEIC (an ISO-BMFF file without the AVIF brand)',
      new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic\0\0\0\0mif1heic')]),
    ],
  ])('recognises no accepted type in %s', (_name, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });

  it('recognises a GIF as not accepted even when made by sharp', async () => {
    const gif = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(sniffImageType(bytesOf(gif))).toBeNull();
  });

  it.each<[string, ImageType, (bytes: Uint8Array) => void]>([
    ['a PNG whose first chunk is not IHDR', 'png', (b) => b.set([0x69, 0x48, 0x44, 0x52], 12)],
    ['a PNG of zero width', 'png', (b) => b.set([0, 0, 0, 0], 16)],
    ['a JPEG whose scan starts before any frame header', 'jpeg', (b) => b.set([0xff, 0xda], 2)],
    ['a JPEG with a segment of impossible length', 'jpeg', (b) => b.set([0x00, 0x01], 4)],
    ['a JPEG whose markers lose their 0xFF', 'jpeg', (b) => b.set([0x00], 2)],
    ['a WebP whose first chunk is unknown', 'webp', (b) => b.set(new TextEncoder().encode('JUNK'), 12)],
    ['an AVIF without its meta box', 'avif', (b) => b.set(new TextEncoder().encode('free'), metaOffset(b) + 4)],
    ['an AVIF whose meta box claims more bytes than the file has', 'avif', (b) => b.set([0x7f, 0xff, 0xff, 0xff], metaOffset(b))],
  ])('reads no size from %s', async (_name, type, damage) => {
    const variant = VARIANTS.find((v) => v.type === type)!;
    const bytes = new Uint8Array(await encode(variant, 37, 23));
    damage(bytes);
    expect(imageSize(bytes, type)).toBeNull();
  });

  it('never throws on arbitrary bytes, whatever type it is asked to read', () => {
    const anyType = fc.constantFrom<ImageType>('jpeg', 'png', 'webp', 'avif');
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 256 }), anyType, (bytes, type) => {
        sniffImageType(bytes);
        const size = imageSize(bytes, type);
        if (size) expect(size.width > 0 && size.height > 0).toBe(true);
      }),
    );
  });
});

/** Where the top-level `meta` box starts (right after `ftyp` in the files sharp writes). */
function metaOffset(bytes: Uint8Array): number {
  const ftypSize = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
  expect(String.fromCharCode(...bytes.subarray(ftypSize + 4, ftypSize + 8))).toBe('meta');
  return ftypSize;
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const u32 = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const concat = (...parts: (number[] | Uint8Array)[]) => new Uint8Array(parts.flatMap((part) => [...part]));
/** An ISO-BMFF box: its size, its type, its content. */
const box = (type: string, ...content: (number[] | Uint8Array)[]) => {
  const body = concat(...content);
  return concat(u32(8 + body.length), ascii(type), body);
};
