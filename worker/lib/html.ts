const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

/** JSON for a <script type="application/ld+json"> block: nothing in it can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The one shell of the worker's own small pages (the console's refusals and sign-in, the development outbox,
 * the local payment and membership pages): English, never indexed, the shop's icon. `title` is already
 * escaped text; `body` is HTML the caller built with escapeHtml.
 */
export function htmlPage(page: { title: string; body: string; stylesheet?: string; main?: boolean }): string {
  const stylesheet = page.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(page.stylesheet)}">` : '';
  const body = page.main === false ? page.body : `<main>\n${page.body}\n</main>`;
  return `<!doctype html>
<html lang="en" dir="ltr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${page.title}</title>${stylesheet}</head>
<body>
${body}
</body>
</html>`;
}
