import { Outlet, createRootRoute, lazyRouteComponent, useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type ReactNode, Suspense, lazy, use } from 'react';
import { AuthDialog } from '../components/account/AuthDialog';
import { CartDrawer } from '../components/cart/CartDrawer';
import { Header } from '../components/Header';
import { Footer } from '../components/layout/Footer';
import { hasDeferredEnglish, loadDeferredEnglish } from '../i18n';
import { toasterWantedAtom } from '../lib/notify';
import { useReadyMark } from '../lib/ready';

// sonner arrives with the first toast rather than in the first download (see web/lib/notify.ts).
const Toaster = lazy(() => import('../components/Toaster'));

export const Route = createRootRoute({
  component: RootLayout,
  // Loaded when a path turns out unknown: most visits never need it.
  notFoundComponent: lazyRouteComponent(() => import('../components/NotFound'), 'NotFound'),
});

function RootLayout() {
  const toasterWanted = useAtomValue(toasterWantedAtom);
  useReadyMark('layout');
  return (
    <>
      <Header />
      <main id="main" className="pt-16">
        <PageTexts>
          <Outlet />
        </PageTexts>
      </main>
      <Footer />
      <CartDrawer />
      <AuthDialog />
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}

/**
 * Every page but home shows English texts that the first download leaves out (web/i18n/deferred.ts),
 * and route files cannot import them (the router's code splitting would keep that import in the first
 * download). The page waits for them once, at render time: navigations are React transitions, so the
 * previous page stays on screen meanwhile, and later navigations pay nothing.
 */
function PageTexts({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (pathname !== '/' && !hasDeferredEnglish()) use(loadDeferredEnglish());
  return children;
}
