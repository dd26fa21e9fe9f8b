/** A fresh CSP nonce for a document's one injected <style> (see security-headers.ts). */
export function newStyleNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
