import { Suspense, lazy } from 'react';

const FooterContent = lazy(() => import('./FooterContent'));

/**
 * The footer sits below every page's fold, so its code arrives after the first paint instead of in the
 * initial download (the home page's JS budget). Nothing follows it on the page, so nothing shifts.
 */
export function Footer() {
  return (
    <Suspense fallback={null}>
      <FooterContent />
    </Suspense>
  );
}
