import { type RouterHistory, createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/**
 * The storefront's router: the browser's (browser history) and the build's prerender (a memory history
 * on one path) are made alike, so that the prerendered markup is what the browser's first render produces.
 */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    scrollRestoration: !history,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
