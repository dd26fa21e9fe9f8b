import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import sharp from 'sharp';
import { getProduct, products } from '../core/catalogue.ts';
import { type CatalogueEntry, OPEN_GRAPH_IMAGE, catalogueEntries, openGraphImagePath } from '../core/product-pages.ts';

const { width: WIDTH, height: HEIGHT } = OPEN_GRAPH_IMAGE;

/** The brand's pale green fading to white, as the product cards' image area. */
const BACKGROUND = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#d1fae5"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/></svg>`,
);

/** The artwork (as built: scripts/artwork-outlines.ts) a preview shows, left to right: a product's own, a package's contents, or three best sellers. */
function artworkOf(entry?: CatalogueEntry): string[] {
  if (entry?.kind === 'product') return [entry.product.image.src];
  if (entry?.kind === 'deal') return entry.deal.items.flatMap((item) => getProduct(item.productId)?.image.src ?? []);
  return products()
    .slice(0, 3)
    .map((product) => product.image.src);
}

/** One preview: the artwork rasterised (librsvg through sharp, no network; its text is outlined) side by side on the background. */
async function preview(clientDir: string, sources: string[]): Promise<Buffer> {
  const gap = 24;
  const size = Math.min(HEIGHT - 90, Math.floor((WIDTH - 80 - gap * (sources.length - 1)) / sources.length));
  const left = Math.round((WIDTH - size * sources.length - gap * (sources.length - 1)) / 2);
  const layers = await Promise.all(
    sources.map(async (src, index) => ({
      input: await sharp(resolve(clientDir, `.${src}`), { density: 300 })
        .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer(),
      left: left + index * (size + gap),
      top: Math.round((HEIGHT - size) / 2),
    })),
  );
  return sharp(BACKGROUND).composite(layers).png({ compressionLevel: 9 }).toBuffer();
}

/** Writes every product's and package's link-preview image, and the shop's, among the built assets. */
export async function writeOpenGraphImages(clientDir: string): Promise<void> {
  const entries: (CatalogueEntry | undefined)[] = [undefined, ...catalogueEntries()];
  for (const entry of entries) {
    const file = resolve(clientDir, `.${openGraphImagePath(entry)}`);
    mkdirSync(dirname(file), { recursive: true });
    await sharp(await preview(clientDir, artworkOf(entry))).toFile(file);
  }
}
