/** The code as the dialog draws it: 300 px wide, a 2-module quiet zone, black on white. */
export const QR_OPTIONS = {
  width: 300,
  margin: 2,
  color: { dark: '#000000', light: '#ffffff' },
} as const;

export const QR_FILE_NAME = 'vitaglow-qr-code.png';

/** A PNG data URL of the code; the qrcode library is fetched on first use only. */
export async function renderQrCode(text: string): Promise<string> {
  // Only the dialog draws a code, in the browser: the worker's renderer leaves the library out.
  if (__WORKER_RENDERER__) throw new Error('QR codes are drawn in the browser');
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, { ...QR_OPTIONS, type: 'image/png' });
}

/**
 * The PNG bytes behind a data URL, decoded in place: fetch() of a data: URL would be refused by the
 * CSP's connect-src.
 */
export function dataUrlToBlob(dataUrl: string): Blob {
  const [header, base64] = dataUrl.split(',', 2);
  const type = /^data:([^;]+);base64$/.exec(header)?.[1];
  if (!type || base64 === undefined) throw new Error('Not a base64 data URL');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new Blob([bytes], { type });
}
