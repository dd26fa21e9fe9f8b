import { QR_FILE_NAME, dataUrlToBlob } from './qr-image';

export type ShareOutcome = 'shared' | 'cancelled' | 'unavailable' | 'failed';

interface ShareTarget {
  /** The window the page runs in: sharing is skipped inside a frame. */
  window: Pick<Window, 'self' | 'top'>;
  navigator: Partial<Pick<Navigator, 'share' | 'canShare'>>;
}

/**
 * Opens the system share sheet with the link and, where the platform accepts files, the code itself.
 * A shopper closing the sheet is not an error ('cancelled': nothing to show).
 */
export async function shareQrCode(
  { window: win, navigator: nav }: ShareTarget,
  content: { title: string; text: string; url: string; dataUrl: string },
): Promise<ShareOutcome> {
  if (win.self !== win.top || typeof nav.share !== 'function') return 'unavailable';
  const file = new File([dataUrlToBlob(content.dataUrl)], QR_FILE_NAME, { type: 'image/png' });
  const link = { title: content.title, text: content.text, url: content.url };
  const data = nav.canShare?.({ files: [file] }) ? { ...link, files: [file] } : link;
  try {
    await nav.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

/** Puts the PNG on the clipboard; false when the browser refuses (no permission, no image support). */
export async function copyQrCode(clipboard: Clipboard | undefined, dataUrl: string): Promise<boolean> {
  if (!clipboard?.write || typeof ClipboardItem === 'undefined') return false;
  try {
    await clipboard.write([new ClipboardItem({ 'image/png': dataUrlToBlob(dataUrl) })]);
    return true;
  } catch {
    return false;
  }
}
