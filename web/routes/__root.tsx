import { Outlet, createRootRoute, lazyRouteComponent, useLocation } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, use, useEffect, useState } from 'react';
import { AuthDialog } from '../components/account/AuthDialog';
import { CartDrawer } from '../components/cart/CartDrawer';
import { DocumentMeta } from '../components/DocumentMeta';
import { DrawnInBrowser } from '../components/DrawnInBrowser';
import { Header } from '../components/Header';
import { CustomerService } from '../components/layout/CustomerService';
import { Footer } from '../components/layout/Footer';
import { wakeEveryLaterPart } from '../components/ui/later';
import { onDemand } from '../components/ui/on-demand';
import { drawnInBrowser, splitLanguagePath } from '../../core/pages';
import { hasTextsFor, loadDictionary } from '../i18n';
import { prepareToasterOnEngagement, toasterWantedAtom } from '../lib/notify';
import { useReadyMark } from '../lib/ready';
import { languageAtom } from '../i18n/language';
import { catalogueVersionAtom } from '../state/catalogue';
import { loadStockLevelsAtom } from '../state/stock';

// sonner arrives with the first toast rather than in the first download (see web/lib/notify.ts).
// A render on the worker shows no toast (none is wanted while rendering): its renderer leaves sonner out.
const Toaster = onDemand(
  __WORKER_RENDERER__ ? () => new Promise<never>(() => undefined) : () => import('../components/Toaster').then((m) => m.default),
);

export const Route = createRootRoute({
  component: RootLayout,
  // Loaded when a path turns out unknown: most visits never need it.
  // The worker renders only known pages (an unknown address gets the shell): its renderer leaves this out.
  notFoundComponent: __WORKER_RENDERER__ ? () => null : lazyRouteComponent(() => import('../components/NotFound'), 'NotFound'),
});

function RootLayout() {
  const loadStockLevels = useSetAtom(loadStockLevelsAtom);
  // A newer catalogue version taken at checkout: the page's prices and names are drawn again from it.
  const catalogueVersion = useAtomValue(catalogueVersionAtom);
  useReadyMark('layout');
  // Stock comes with the app, never before the first paint (web/state/stock.ts).
  useEffect(() => void loadStockLevels(), [loadStockLevels]);
  useEffect(prepareToasterOnEngagement, []);
  // A page the app draws itself shows every part whole, with no wait for it to near the screen.
  // The path only: the layout is drawn again when the page changes, not when a page's query string does.
  const pathname = useLocation({ select: (location) => location.pathname });
  const [firstPath] = useState(pathname);
  useEffect(() => {
    if (pathname !== firstPath) wakeEveryLaterPart();
  }, [pathname, firstPath]);
  return (
    <>
      <Header />
      <main id="main">
        <PageTexts>
          <DocumentMeta />
          {drawnInBrowser(splitLanguagePath(pathname).path) ? (
            <DrawnInBrowser>
              <Outlet key={catalogueVersion} />
            </DrawnInBrowser>
          ) : (
            <Outlet key={catalogueVersion} />
          )}
        </PageTexts>
      </main>
      <Footer />
      <CustomerService />
      <CartDrawer />
      <AuthDialog />
      <ToasterWhenWanted />
    </>
  );
}

/** Mounted with the first toast: only this re-renders then, not the whole layout (issue 28). */
function ToasterWhenWanted() {
  const toasterWanted = useAtomValue(toasterWantedAtom);
  return toasterWanted ? <Toaster /> : null;
}

/**
 * A prerendered page brings only its own texts (web/i18n/index.ts): another page waits for the shopper's
 * whole dictionary, once, at render time. Navigations are React transitions, so the previous page stays
 * on screen meanwhile, and later navigations pay nothing.
 */
function PageTexts({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const language = useAtomValue(languageAtom);
  if (!hasTextsFor(language, pathname)) use(loadDictionary(language));
  return children;
}
