// The smallest possible worker, run in the same local workerd as the shop (see wrangler.toml and
// wrangler.routed.toml), so the bench can tell the shop's own cost from the local runtime's. With
// `?bytes=N` it answers an HTML body of that size, made once: what moving a document of the shop's size
// costs by itself.
const bodies = new Map<number, string>();

export default {
  fetch(request: Request): Response {
    const bytes = Number(new URL(request.url).searchParams.get('bytes')) || 0;
    if (bytes <= 0) return new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
    let body = bodies.get(bytes);
    if (!body) bodies.set(bytes, (body = `<!doctype html>${'x'.repeat(Math.max(0, bytes - 15))}`));
    return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  },
};
