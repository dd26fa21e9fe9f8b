// The smallest possible worker, run in the same local workerd as the shop (see wrangler.toml and
// wrangler.routed.toml), so the bench can tell the shop's own cost from the local runtime's.
export default {
  fetch: () => new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } }),
};
