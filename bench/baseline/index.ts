// The smallest possible worker, measured under the same `wrangler dev` stack as the shop, so the bench
// can tell the shop's own cost from the local runtime's.
export default {
  fetch: () => new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } }),
};
