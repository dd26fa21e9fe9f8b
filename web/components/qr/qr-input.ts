import { type QrDataCode, type QrUrlCode, validateQrData, validateQrUrl } from '../../../core/validation';

/** Why the typed URL cannot become a QR code: as a URL, or as QR payload. */
export type QrInputProblem = { kind: 'url'; code: QrUrlCode } | { kind: 'data'; code: QrDataCode };

/** The text to encode, or the first rule it breaks: URL rules first, then the payload rules on the normalised URL. */
export function checkQrInput(raw: string): { ok: true; value: string } | { ok: false; problem: QrInputProblem } {
  const url = validateQrUrl(raw);
  if (!url.ok) return { ok: false, problem: { kind: 'url', code: url.code } };
  const data = validateQrData(url.value);
  if (!data.ok) return { ok: false, problem: { kind: 'data', code: data.code } };
  return { ok: true, value: data.value };
}
