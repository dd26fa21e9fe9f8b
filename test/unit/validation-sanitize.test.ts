import { describe, expect, it } from 'vitest';
import { containsScript, sanitizeText } from '../../core/validation';

const cases: [input: string, expected: string][] = [
  // untouched text
  ['Jane Doe', 'Jane Doe'],
  ['Jöhn Dœ – café', 'Jöhn Dœ – café'],
  ['علي بن أحمد', 'علي بن أحمد'],
  ['李明 😀', '李明 😀'],
  ['a < b > c', 'a < b > c'],
  ['I <3 vitamins', 'I <3 vitamins'],
  ['5 > 3', '5 > 3'],
  ['?onboarding=1&x=2', '?onboarding=1&x=2'],
  ['Leon=1', 'Leon=1'],
  ['description: javascripts are fun', 'description: javascripts are fun'],
  ['jane@gmail.com', 'jane@gmail.com'],
  // whitespace
  ['  padded  ', 'padded'],
  ['\n\ttabs and newlines\t\n', 'tabs and newlines'],
  ['inner   spaces kept', 'inner   spaces kept'],
  ['', ''],
  ['   ', ''],
  // script blocks
  ['<script>alert(1)</script>', ''],
  ['before<script>alert(1)</script>after', 'beforeafter'],
  ['<SCRIPT>alert(1)</SCRIPT>ok', 'ok'],
  ['<ScRiPt type="text/javascript">alert(1)</sCrIpT >y', 'y'],
  ['<script>\nline1\nline2\n</script>ok', 'ok'],
  ['<script>a</script>mid<script>b</script>end', 'midend'],
  ['<script>alert(1)', ''],
  ['<script src="https://evil.test/x.js"></script>Jane', 'Jane'],
  // other tags and comments
  ['<b>bold</b>', 'bold'],
  ['hi <b>there</b>', 'hi there'],
  ['<p> hi </p>', 'hi'],
  ['<a href="https://vitaglow.com">link</a>', 'link'],
  ['<br/>x<br />', 'x'],
  ['<!DOCTYPE html>x', 'x'],
  ['<!-- hidden --> shown', 'shown'],
  ['<!-- unterminated', ''],
  ['<iframe src="x"></iframe>ok', 'ok'],
  ['Tom <tom@vitaglow.com', 'Tom'],
  ['<style>body{}</style>x', 'body{}x'],
  // javascript: scheme
  ['javascript:alert(1)', 'alert(1)'],
  ['JaVaScRiPt:alert(1)', 'alert(1)'],
  ['javascript :alert(1)', 'alert(1)'],
  ['javascript\t:alert(1)', 'alert(1)'],
  ['java\tscript:alert(1)', 'alert(1)'],
  ['java\nscript:alert(1)', 'alert(1)'],
  ['  javascript:alert(1)', 'alert(1)'],
  ['javajavascript:script:alert(1)', 'alert(1)'],
  ['<a href="javascript:alert(1)">x</a>', 'x'],
  // event handlers
  ['<img src=x onerror=alert(1)>', ''],
  ['onclick="alert(1)" hello', 'hello'],
  ["onclick='alert(1)' hello", 'hello'],
  ['x onerror=alert(1)', 'x'],
  ['x ONMOUSEOVER = "alert(1)" y', 'x  y'],
  ['"onfocus=alert(1)', '"'],
  ['<svg/onload=alert(1)>', ''],
  ['<body\nonload=alert(1)>text', 'text'],
  // obfuscation that only appears after a first removal
  ['<scr<script>ipt>alert(1)</script>', ''],
  ['<scr<script>ipt>alert(1)</scr</script>ipt>', ''],
  ['<<script>script>alert(1)<</script>/script>', ''],
  ['<<b>img src=x onerror=alert(1)>', ''],
  ['on<b>click</b>=alert(1)', ''],
  ['o<x>nclick=alert(1) hi', 'hi'],
  ['java<b>script</b>:alert(1)', 'alert(1)'],
  ['<scr\nipt>alert(1)', 'alert(1)'],
];

describe('sanitizeText', () => {
  it.each(cases)('%j → %j', (input, expected) => {
    expect(sanitizeText(input)).toBe(expected);
  });

  it.each(cases)('is stable on its own output: %j', (input) => {
    const once = sanitizeText(input);
    expect(sanitizeText(once)).toBe(once);
  });

  it.each(cases)('leaves no script vector in %j', (input) => {
    const out = sanitizeText(input);
    // A tag opens only when `<` is directly followed by a letter, `/`, `!` or `?` plus a letter.
    expect(out).not.toMatch(/<[/!?]?[a-z]/i);
    expect(out).not.toMatch(/javascript\s*:/i);
    expect(containsScript(out)).toBe(false);
  });
});

describe('containsScript', () => {
  it.each([
    ['<script>alert(1)</script>', true],
    ['<SCRIPT src=x>', true],
    ['< script>', true],
    ['</script>', true],
    ['<img src=x onerror=alert(1)>', true],
    ['<svg/onload=alert(1)>', true],
    ['onclick="x"', true],
    ['text\nonload=go()', true],
    ['Hello, world!', false],
    ['https://vitaglow.com/?onboarding=1', false],
    ['the description field', false],
    ['Leon=1', false],
    ['a < b', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(containsScript(input)).toBe(expected);
  });
});
