/**
 * Product images: which of the accepted formats a file is, told by its bytes (never its name or the type
 * its sender claims), and its size in pixels as its own header states it, turned as browsers turn it when
 * it says it is shown on its side. Only the header is read: the image is not decoded, so a file cut short
 * after its header still reports its size.
 */

export const IMAGE_TYPES = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  avif: { contentType: 'image/avif', extension: 'avif' },
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  at + length <= bytes.length ? String.fromCharCode(...bytes.subarray(at, at + length)) : '';
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The format the bytes are in, or null for anything else (SVG, GIF, HEIC, text…). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}

/** An ISO-BMFF file whose `ftyp` box names the AVIF brand (image or sequence) as its own or a compatible one. */
function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== 'ftyp') return false;
  const end = Math.min(u32be(bytes, 0), bytes.length);
  if (end < 16) return false;
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** Width and height from the image's header, or null when the header is missing, cut short or inconsistent. */
export function imageSize(bytes: Uint8Array, type: ImageType): ImageSize | null {
  const size = READERS[type](bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

const READERS: Record<ImageType, (bytes: Uint8Array) => ImageSize | null> = {
  jpeg: jpegSize,
  png: pngSize,
  webp: webpSize,
  avif: avifSize,
};

/** PNG: the IHDR chunk must come first, right after the signature. */
function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 33 || u32be(b, 8) !== 13 || ascii(b, 12, 4) !== 'IHDR') return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** Start-of-frame markers (SOF0–SOF15) carry the frame's size; C4, C8 and CC share the range but are not frames. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: TEM and the restart markers. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * JPEG: the segments up to the first start-of-frame, whose header gives height then width; an EXIF
 * orientation before it that turns the picture a quarter (as phone cameras write) swaps them, as browsers do.
 */
function jpegSize(b: Uint8Array): ImageSize | null {
  let turned = false;
  let at = 2;
  while (at + 1 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      // Fill bytes before a marker.
      at += 1;
      continue;
    }
    if (standsAlone(marker)) {
      at += 2;
      continue;
    }
    // End of image or the scan's data before any frame header: there is no size to read.
    if (marker === 0xd9 || marker === 0xda || at + 4 > b.length) return null;
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7 || at + 9 > b.length) return null;
      const [width, height] = [u16be(b, at + 7), u16be(b, at + 5)];
      return turned ? { width: height, height: width } : { width, height };
    }
    if (marker === 0xe1) turned = exifTurnsQuarter(b, at + 4, Math.min(at + 2 + length, b.length));
    at += 2 + length;
  }
  return null;
}

/** EXIF orientations 5 to 8 are a quarter turn (with or without a mirror): the picture shows on its side. */
function exifTurnsQuarter(b: Uint8Array, start: number, end: number): boolean {
  if (ascii(b, start, 6) !== 'Exif\0\0') return false;
  const tiff = start + 6;
  const order = ascii(b, tiff, 2);
  if (tiff + 8 > end || (order !== 'II' && order !== 'MM')) return false;
  const u16 = (at: number) => (order === 'II' ? u16le(b, at) : u16be(b, at));
  const u32 = (at: number) => (order === 'II' ? (u16le(b, at) | (u16le(b, at + 2) << 16)) >>> 0 : u32be(b, at));
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return false;
  for (let i = 0, entry = ifd + 2; i < u16(ifd) && entry + 12 <= end; i++, entry += 12) {
    // Tag 0x0112, Orientation: a SHORT held in the entry itself.
    if (u16(entry) === 0x0112) return u16(entry + 8) >= 5 && u16(entry + 8) <= 8;
  }
  return false;
}

/** WebP: the first chunk is the lossy (VP8), lossless (VP8L) or extended (VP8X) format's header. */
function webpSize(b: Uint8Array): ImageSize | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') {
    if (b.length < 30 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (b.length < 25 || b[20] !== 0x2f) return null;
    return { width: 1 + (b[21] | ((b[22] & 0x3f) << 8)), height: 1 + ((b[22] >> 6) | (b[23] << 2) | ((b[24] & 0x0f) << 10)) };
  }
  if (chunk === 'VP8X') {
    if (b.length < 30) return null;
    return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  }
  return null;
}

interface Box {
  type: string;
  /** Where the box's content starts (after its header) and where the box ends. */
  start: number;
  end: number;
}

/** The boxes laid one after another between `from` and `to`; a box running past `to` ends the list as unreadable. */
function boxesIn(b: Uint8Array, from: number, to: number): Box[] | null {
  const boxes: Box[] = [];
  for (let at = from; at < to;) {
    if (at + 8 > to) return null;
    let size = u32be(b, at);
    let header = 8;
    if (size === 1) {
      // A 64-bit size: anything that needs the high word is larger than any accepted file.
      if (at + 16 > to || u32be(b, at + 8) !== 0) return null;
      size = u32be(b, at + 12);
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) return null;
    boxes.push({ type: ascii(b, at + 4, 4), start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

const child = (boxes: Box[] | null, type: string) => boxes?.find((box) => box.type === type);

/**
 * AVIF: the `ispe` (image spatial extents) property of the primary item, found through `meta` → `pitm`
 * (which item) and `iprp` → `ipma` (its properties) → `ipco` (the properties), turned by its `irot` if it
 * has one. A file that does not say which item is primary reports the first `ispe`.
 */
function avifSize(b: Uint8Array): ImageSize | null {
  const meta = child(boxesIn(b, 0, b.length), 'meta');
  // meta is a full box: a version and flags before its children.
  const metaChildren = meta && meta.start + 4 <= meta.end ? boxesIn(b, meta.start + 4, meta.end) : null;
  const iprp = child(metaChildren, 'iprp');
  const iprpChildren = iprp ? boxesIn(b, iprp.start, iprp.end) : null;
  const ipco = child(iprpChildren, 'ipco');
  const properties = ipco ? boxesIn(b, ipco.start, ipco.end) : null;
  if (!properties) return null;
  const primary = primaryItem(b, child(metaChildren, 'pitm'));
  const ipma = child(iprpChildren, 'ipma');
  const indices = primary !== null && ipma ? propertyIndices(b, ipma, primary) : null;
  const own = indices ? indices.map((index) => properties[index - 1]).filter((box) => box !== undefined) : properties;
  const ispe = own.find((box) => box.type === 'ispe');
  if (!ispe || ispe.start + 12 > ispe.end) return null;
  const [width, height] = [u32be(b, ispe.start + 4), u32be(b, ispe.start + 8)];
  // irot turns the image anticlockwise by its angle times 90°: odd angles put it on its side.
  const irot = own.find((box) => box.type === 'irot');
  const turned = irot !== undefined && irot.start < irot.end && (b[irot.start] & 1) === 1;
  return turned ? { width: height, height: width } : { width, height };
}

function primaryItem(b: Uint8Array, pitm: Box | undefined): number | null {
  if (!pitm || pitm.start + 6 > pitm.end) return null;
  if (b[pitm.start] === 0) return u16be(b, pitm.start + 4);
  return pitm.start + 8 <= pitm.end ? u32be(b, pitm.start + 4) : null;
}

/** The 1-based `ipco` indices `ipma` associates with an item, or null if the box is cut short or omits it. */
function propertyIndices(b: Uint8Array, ipma: Box, item: number): number[] | null {
  const version = b[ipma.start];
  const wideIndices = (b[ipma.start + 3] & 1) === 1;
  let at = ipma.start + 4;
  if (at + 4 > ipma.end) return null;
  const entries = u32be(b, at);
  at += 4;
  for (let entry = 0; entry < entries; entry++) {
    const idBytes = version < 1 ? 2 : 4;
    if (at + idBytes + 1 > ipma.end) return null;
    const id = version < 1 ? u16be(b, at) : u32be(b, at);
    const count = b[at + idBytes];
    at += idBytes + 1;
    const indices: number[] = [];
    for (let i = 0; i < count; i++) {
      if (at + (wideIndices ? 2 : 1) > ipma.end) return null;
      // The top bit marks the property as essential; the rest is its index.
      indices.push(wideIndices ? u16be(b, at) & 0x7fff : b[at] & 0x7f);
      at += wideIndices ? 2 : 1;
    }
    if (id === item) return indices;
  }
  return null;
}
