import { useEffect } from 'react';
import type { AdminMe } from '../../core/api/admin';
import { CatalogueSection } from './catalogue/CatalogueSection';
import { Link, useLocation } from './navigation';
import { AccountPage } from './pages/AccountPage';
import { AccountsPage } from './pages/AccountsPage';
import { AuditPage } from './pages/AuditPage';
import { EmailsPage } from './pages/EmailsPage';
import { InventoryPage } from './pages/InventoryPage';
import { MembershipsPage } from './pages/MembershipsPage';
import { OrderPage } from './pages/OrderPage';
import { OrdersPage } from './pages/OrdersPage';
import { PackingSlipsPage } from './pages/PackingSlipsPage';
import { ReviewsPage } from './pages/ReviewsPage';
import { ShippingPage } from './pages/ShippingPage';
import { SubscribersPage } from './pages/SubscribersPage';
import { SupportPage } from './pages/SupportPage';
import { SupportRequestPage } from './pages/SupportRequestPage';
import { useConsoleData } from './ui';

const SECTIONS = [
  { path: '/admin/orders', label: 'Orders' },
  { path: '/admin/shipping', label: 'To ship' },
  { path: '/admin/inventory', label: 'Inventory' },
  { path: '/admin/catalogue', label: 'Catalogue' },
  { path: '/admin/subscribers', label: 'Subscribers' },
  { path: '/admin/memberships', label: 'Memberships' },
  { path: '/admin/accounts', label: 'Accounts' },
  { path: '/admin/support', label: 'Support' },
  { path: '/admin/reviews', label: 'Reviews' },
  { path: '/admin/emails', label: 'E-mail' },
  { path: '/admin/audit', label: 'Audit log' },
] as const;

function Screen({ path }: { path: string }) {
  const order = /^\/admin\/orders\/([^/]+)$/.exec(path);
  if (order) return <OrderPage reference={decodeURIComponent(order[1])} />;
  const account = /^\/admin\/accounts\/([^/]+)$/.exec(path);
  if (account) return <AccountPage id={decodeURIComponent(account[1])} />;
  const supportRequest = /^\/admin\/support\/([^/]+)$/.exec(path);
  if (supportRequest) return <SupportRequestPage id={decodeURIComponent(supportRequest[1])} />;
  if (path === '/admin/catalogue' || path.startsWith('/admin/catalogue/')) return <CatalogueSection path={path} />;
  switch (path) {
    case '/admin':
    case '/admin/orders':
      return <OrdersPage />;
    case '/admin/shipping':
      return <ShippingPage />;
    case '/admin/packing-slips':
      return <PackingSlipsPage />;
    case '/admin/inventory':
      return <InventoryPage />;
    case '/admin/subscribers':
      return <SubscribersPage />;
    case '/admin/memberships':
      return <MembershipsPage />;
    case '/admin/accounts':
      return <AccountsPage />;
    case '/admin/support':
      return <SupportPage />;
    case '/admin/reviews':
      return <ReviewsPage />;
    case '/admin/emails':
      return <EmailsPage />;
    case '/admin/audit':
      return <AuditPage />;
    default:
      return <h1 className="text-2xl font-bold">No such console page</h1>;
  }
}

/** The operator console (English only): one layout, one screen per section of the shop it runs. */
export function ConsoleApp() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/admin';
  const [me] = useConsoleData<AdminMe>('/me');
  // Packing slips are printed from the "To ship" queue, so that tab stays the current one.
  const sectionPath = path === '/admin/packing-slips' ? '/admin/shipping' : path;
  const section = SECTIONS.find((s) => sectionPath === s.path || sectionPath.startsWith(`${s.path}/`)) ?? SECTIONS[0];
  useEffect(() => {
    document.title = `${section.label} | Console | VitaGlow`;
  }, [section]);
  return (
    <div className="min-h-screen">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <header className="console-chrome border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <p className="text-lg font-bold text-brand-800">VitaGlow Console</p>
          <p className="text-sm text-slate-600">{me.kind === 'ok' ? `Signed in as ${me.data.email}` : ''}</p>
        </div>
        <nav aria-label="Console sections" className="mx-auto max-w-7xl overflow-x-auto px-4">
          <ul className="flex gap-1">
            {SECTIONS.map((s) => (
              <li key={s.path}>
                <Link
                  to={s.path}
                  aria-current={s === section ? 'page' : undefined}
                  className="block border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-700 hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <Screen path={path} />
      </main>
    </div>
  );
}
