import type { ValidationResult } from './result';
import { containsScript } from './sanitize';

export type QrUrlCode = 'url_required' | 'url_protocol' | 'url_invalid' | 'url_too_long';
export type QrDataCode = 'data_required' | 'data_too_long' | 'data_invalid';

const URL_MAX_LENGTH = 2000;
const DATA_MAX_LENGTH = 4000;
/** Schemes that run code or reach local or legacy resources: refused as malformed, not merely unsupported. */
const DANGEROUS_PROTOCOLS = ['javascript:', 'data:', 'vbscript:', 'file:', 'ftp:'];
const ALLOWED_PROTOCOLS = ['http:', 'https:'];

/**
 * Order: required, too long, parse, dangerous scheme, protocol, then length again.
 * The scheme is read from the parsed URL rather than the raw text, because the parser ignores
 * case, leading spaces and embedded tabs (`java\tscript:`) exactly as a scanner's browser would.
 * The value is the parser's serialisation (spaces and non-ASCII percent-encoded, host lowercased),
 * which every QR reader opens reliably; the length cap applies to it as well since it can grow.
 */
export function validateQrUrl(raw: unknown): ValidationResult<string, QrUrlCode> {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return { ok: false, code: 'url_required' };
  if (text.length > URL_MAX_LENGTH) return { ok: false, code: 'url_too_long' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, code: 'url_invalid' };
  }
  if (DANGEROUS_PROTOCOLS.includes(url.protocol)) return { ok: false, code: 'url_invalid' };
  if (!ALLOWED_PROTOCOLS.includes(url.protocol)) return { ok: false, code: 'url_protocol' };
  if (url.href.length > URL_MAX_LENGTH) return { ok: false, code: 'url_too_long' };
  return { ok: true, value: url.href };
}

/** Order: required, too long, script. Inner whitespace is kept: it is part of the payload (e.g. a vCard). */
export function validateQrData(raw: unknown): ValidationResult<string, QrDataCode> {
  const data = typeof raw === 'string' ? raw.trim() : '';
  if (data === '') return { ok: false, code: 'data_required' };
  if (data.length > DATA_MAX_LENGTH) return { ok: false, code: 'data_too_long' };
  if (containsScript(data)) return { ok: false, code: 'data_invalid' };
  return { ok: true, value: data };
}
