import { afterEach, describe, expect, it, vi } from 'vitest';
import { QR_OPTIONS, dataUrlToBlob, renderQrCode } from '../../web/components/qr/qr-image';
import { checkQrInput } from '../../web/components/qr/qr-input';
import { copyQrCode, shareQrCode } from '../../web/components/qr/share';

describe('checkQrInput', () => {
  it('gives the normalised URL to encode', () => {
    expect(checkQrInput('  HTTPS://VitaGlow.com ')).toEqual({ ok: true, value: 'https://vitaglow.com/' });
  });

  it.each([
    { label: 'empty', input: '', problem: { kind: 'url', code: 'url_required' } },
    { label: 'mailto', input: 'mailto:hi@vitaglow.com', problem: { kind: 'url', code: 'url_protocol' } },
    { label: 'javascript', input: 'javascript:alert(1)', problem: { kind: 'url', code: 'url_invalid' } },
    { label: 'not a URL', input: 'not a url', problem: { kind: 'url', code: 'url_invalid' } },
    { label: 'over 2000 characters', input: `https://vitaglow.com/${'a'.repeat(2000)}`, problem: { kind: 'url', code: 'url_too_long' } },
    // A well-formed URL whose text still carries an inline event handler.
    { label: 'event handler', input: 'https://vitaglow.com/onload=alert(1)', problem: { kind: 'data', code: 'data_invalid' } },
  ])('refuses $label', ({ input, problem }) => {
    expect(checkQrInput(input)).toEqual({ ok: false, problem });
  });
});

// A 1×1 transparent PNG.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('the QR image', () => {
  it('is a 300 px PNG with a 2-module margin, black on white', async () => {
    expect(QR_OPTIONS).toEqual({ width: 300, margin: 2, color: { dark: '#000000', light: '#ffffff' } });
    const dataUrl = await renderQrCode('https://vitaglow.com/');
    const png = new Uint8Array(await dataUrlToBlob(dataUrl).arrayBuffer());
    const view = new DataView(png.buffer);
    // PNG signature, then the IHDR chunk's width and height.
    expect([...png.slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([300, 300]);
  });

  it('decodes a data URL into a typed blob and refuses anything else', async () => {
    const blob = dataUrlToBlob(PNG);
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(atob(PNG.split(',')[1]).length);
    expect(() => dataUrlToBlob('https://vitaglow.com/qr.png')).toThrow();
  });
});

describe('shareQrCode', () => {
  const top = {} as typeof window;
  const content = { title: 'VitaGlow', text: 'Hi', url: 'https://vitaglow.com/', dataUrl: PNG };

  it('is unavailable inside a frame, without asking the platform', async () => {
    const share = vi.fn();
    expect(await shareQrCode({ window: { self: {} as typeof window, top }, navigator: { share } }, content)).toBe('unavailable');
    expect(share).not.toHaveBeenCalled();
  });

  it('is unavailable where the platform has no share sheet', async () => {
    expect(await shareQrCode({ window: { self: top, top }, navigator: {} }, content)).toBe('unavailable');
  });

  it('shares the link and the image when files can be shared', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const outcome = await shareQrCode({ window: { self: top, top }, navigator: { share, canShare: () => true } }, content);
    expect(outcome).toBe('shared');
    const data = share.mock.calls[0][0] as ShareData;
    expect(data).toMatchObject({ title: 'VitaGlow', text: 'Hi', url: 'https://vitaglow.com/' });
    expect(data.files?.[0]).toMatchObject({ name: 'vitaglow-qr-code.png', type: 'image/png' });
  });

  it('shares only the link when files cannot be shared', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    await shareQrCode({ window: { self: top, top }, navigator: { share, canShare: () => false } }, content);
    expect(share.mock.calls[0][0]).toEqual({ title: 'VitaGlow', text: 'Hi', url: 'https://vitaglow.com/' });
  });

  it('tells a closed share sheet apart from a failure', async () => {
    const cancelled = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    const broken = vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    expect(await shareQrCode({ window: { self: top, top }, navigator: { share: cancelled } }, content)).toBe('cancelled');
    expect(await shareQrCode({ window: { self: top, top }, navigator: { share: broken } }, content)).toBe('failed');
  });
});

describe('copyQrCode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes the PNG to the clipboard', async () => {
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly items: Record<string, Blob>) {}
      },
    );
    const write = vi.fn().mockResolvedValue(undefined);
    expect(await copyQrCode({ write } as unknown as Clipboard, PNG)).toBe(true);
    expect(write.mock.calls[0][0][0].items['image/png'].type).toBe('image/png');
  });

  it('reports failure when the browser refuses or cannot copy images', async () => {
    vi.stubGlobal('ClipboardItem', class {});
    const write = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    expect(await copyQrCode({ write } as unknown as Clipboard, PNG)).toBe(false);
    expect(await copyQrCode(undefined, PNG)).toBe(false);
  });
});
