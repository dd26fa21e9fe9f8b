import { Outlet, createRootRoute } from '@tanstack/react-router';
import { AuthDialog } from '../components/account/AuthDialog';
import { CartDrawer } from '../components/cart/CartDrawer';
import { Header } from '../components/Header';
import { Footer } from '../components/layout/Footer';
import { NotFound } from '../components/NotFound';
import { Toaster } from '../components/Toaster';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <Header />
      <main id="main" className="pt-16">
        <Outlet />
      </main>
      <Footer />
      <CartDrawer />
      <AuthDialog />
      <Toaster />
    </>
  );
}
