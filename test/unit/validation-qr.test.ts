import { describe, expect, it } from 'vitest';
import { validateQrData, validateQrUrl, VALIDATION_MESSAGES_EN, type QrDataCode, type QrUrlCode } from '../../core/validation';

const BASE = 'https://vitaglow.com/';
const urlOfLength = (n: number) => `${BASE}${'a'.repeat(n - BASE.length)}`;

describe('validateQrUrl accepts', () => {
  it.each([
    { label: 'https root', input: 'https://vitaglow.com', value: 'https://vitaglow.com/' },
    { label: 'http', input: 'http://vitaglow.com/products', value: 'http://vitaglow.com/products' },
    { label: 'scheme and host lowercased, path kept', input: 'HTTPS://VitaGlow.COM/Path', value: 'https://vitaglow.com/Path' },
    {
      label: 'query and fragment',
      input: 'https://vitaglow.com/products?id=1&q=x#top',
      value: 'https://vitaglow.com/products?id=1&q=x#top',
    },
    { label: 'port', input: 'http://localhost:8787/', value: 'http://localhost:8787/' },
    { label: 'surrounding whitespace', input: '  https://vitaglow.com/a \n', value: 'https://vitaglow.com/a' },
    { label: 'inner space encoded', input: 'https://vitaglow.com/a b', value: 'https://vitaglow.com/a%20b' },
    { label: 'Unicode host becomes punycode', input: 'https://пример.рф', value: 'https://xn--e1afmkfd.xn--p1ai/' },
    { label: 'Unicode path percent-encoded', input: 'https://vitaglow.com/é', value: 'https://vitaglow.com/%C3%A9' },
    { label: 'onboarding query is fine', input: 'https://vitaglow.com/?onboarding=1', value: 'https://vitaglow.com/?onboarding=1' },
    { label: '2000 characters', input: urlOfLength(2000), value: urlOfLength(2000) },
    { label: '2000 characters plus padding', input: ` ${urlOfLength(2000)} `, value: urlOfLength(2000) },
  ])('$label', ({ input, value }) => {
    expect(validateQrUrl(input)).toEqual({ ok: true, value });
  });
});

describe('validateQrUrl rejects', () => {
  it.each<{ label: string; input: unknown; code: QrUrlCode }>([
    { label: 'empty', input: '', code: 'url_required' },
    { label: 'whitespace', input: ' \t\n', code: 'url_required' },
    { label: 'undefined', input: undefined, code: 'url_required' },
    { label: 'null', input: null, code: 'url_required' },
    { label: 'number', input: 42, code: 'url_required' },
    { label: '2001 characters', input: urlOfLength(2001), code: 'url_too_long' },
    { label: '2001 characters of javascript', input: `javascript:${'a'.repeat(1990)}`, code: 'url_too_long' },
    { label: 'short input whose encoding exceeds 2000', input: `${BASE}?q=${'é'.repeat(400)}`, code: 'url_too_long' },
    { label: 'javascript:', input: 'javascript:alert(1)', code: 'url_invalid' },
    { label: 'JAVASCRIPT:', input: 'JAVASCRIPT:alert(1)', code: 'url_invalid' },
    { label: 'javascript: with leading space', input: '  javascript:alert(1)', code: 'url_invalid' },
    { label: 'javascript: split by a tab', input: 'java\tscript:alert(1)', code: 'url_invalid' },
    { label: 'javascript: split by a newline', input: 'java\nscript:alert(1)', code: 'url_invalid' },
    { label: 'data:', input: 'data:text/html,<script>alert(1)</script>', code: 'url_invalid' },
    { label: 'DATA: base64', input: 'DATA:text/html;base64,PHNjcmlwdD4=', code: 'url_invalid' },
    { label: 'vbscript:', input: 'vbscript:msgbox(1)', code: 'url_invalid' },
    { label: 'file:', input: 'file:///etc/passwd', code: 'url_invalid' },
    { label: 'FILE:', input: 'FILE:///C:/Windows', code: 'url_invalid' },
    { label: 'ftp:', input: 'ftp://files.vitaglow.com/a.pdf', code: 'url_invalid' },
    { label: 'no scheme', input: 'vitaglow.com', code: 'url_invalid' },
    { label: 'www without scheme', input: 'www.vitaglow.com', code: 'url_invalid' },
    { label: 'scheme-relative', input: '//vitaglow.com', code: 'url_invalid' },
    { label: 'plain words', input: 'not a url', code: 'url_invalid' },
    { label: 'scheme only', input: 'https://', code: 'url_invalid' },
    { label: 'space in host', input: 'https://vita glow.com', code: 'url_invalid' },
    { label: 'broken IPv6 host', input: 'http://[::1', code: 'url_invalid' },
    { label: 'port out of range', input: 'https://vitaglow.com:99999', code: 'url_invalid' },
    { label: 'mailto:', input: 'mailto:jane@gmail.com', code: 'url_protocol' },
    { label: 'tel:', input: 'tel:+15551234567', code: 'url_protocol' },
    { label: 'sms:', input: 'sms:+15551234567', code: 'url_protocol' },
    { label: 'ws:', input: 'ws://vitaglow.com/socket', code: 'url_protocol' },
    { label: 'wss:', input: 'wss://vitaglow.com/socket', code: 'url_protocol' },
    { label: 'blob:', input: 'blob:https://vitaglow.com/1234', code: 'url_protocol' },
    { label: 'custom app scheme', input: 'myapp://open', code: 'url_protocol' },
  ])('$label → $code', ({ input, code }) => {
    expect(validateQrUrl(input)).toEqual({ ok: false, code });
    expect(VALIDATION_MESSAGES_EN[code]).toBeTypeOf('string');
  });
});

describe('validateQrData accepts', () => {
  it.each([
    { label: 'plain text', input: 'Hello, world!', value: 'Hello, world!' },
    { label: 'trimmed ends', input: '  padded \n', value: 'padded' },
    { label: 'inner newlines kept', input: 'BEGIN:VCARD\nFN:Jane Doe\nEND:VCARD', value: 'BEGIN:VCARD\nFN:Jane Doe\nEND:VCARD' },
    { label: 'URL with on… query', input: 'https://vitaglow.com/?onboarding=1', value: 'https://vitaglow.com/?onboarding=1' },
    { label: 'word containing "script"', input: 'see the description', value: 'see the description' },
    { label: 'comparison signs', input: 'a < b > c', value: 'a < b > c' },
    { label: 'Arabic', input: 'مرحبا بكم', value: 'مرحبا بكم' },
    { label: 'emoji', input: '🎉💊', value: '🎉💊' },
    { label: 'Wi-Fi string', input: 'WIFI:T:WPA;S:VitaGlow;P:s3cret;;', value: 'WIFI:T:WPA;S:VitaGlow;P:s3cret;;' },
    { label: '4000 characters', input: 'a'.repeat(4000), value: 'a'.repeat(4000) },
    { label: '4000 characters plus padding', input: `  ${'a'.repeat(4000)}  `, value: 'a'.repeat(4000) },
  ])('$label', ({ input, value }) => {
    expect(validateQrData(input)).toEqual({ ok: true, value });
  });
});

describe('validateQrData rejects', () => {
  it.each<{ label: string; input: unknown; code: QrDataCode }>([
    { label: 'empty', input: '', code: 'data_required' },
    { label: 'whitespace', input: '  \n\t ', code: 'data_required' },
    { label: 'undefined', input: undefined, code: 'data_required' },
    { label: 'number', input: 7, code: 'data_required' },
    { label: '4001 characters', input: 'a'.repeat(4001), code: 'data_too_long' },
    { label: '4001 characters with a script', input: `<script>${'a'.repeat(4001)}`, code: 'data_too_long' },
    { label: 'script block', input: '<script>alert(1)</script>', code: 'data_invalid' },
    { label: 'uppercase script tag', input: 'x <SCRIPT src=//evil.test/x.js>', code: 'data_invalid' },
    { label: 'script tag with spaces', input: '< script >', code: 'data_invalid' },
    { label: 'closing script tag', input: 'x</script>', code: 'data_invalid' },
    { label: 'onerror in img', input: '<img src=x onerror=alert(1)>', code: 'data_invalid' },
    { label: 'svg onload after slash', input: '<svg/onload=alert(1)>', code: 'data_invalid' },
    { label: 'bare handler', input: 'onclick="steal()"', code: 'data_invalid' },
    { label: 'handler on a new line', input: 'text\nONMOUSEOVER = go()', code: 'data_invalid' },
  ])('$label → $code', ({ input, code }) => {
    expect(validateQrData(input)).toEqual({ ok: false, code });
    expect(VALIDATION_MESSAGES_EN[code]).toBeTypeOf('string');
  });
});
