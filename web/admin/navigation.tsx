import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';

/**
 * The console's own small router: paths under /admin, the browser's history, links that navigate without
 * reloading. (The storefront's TanStack router registers the shop's routes as the app's type; the console
 * stays out of it and out of its bundle.)
 */
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current path and query, e.g. `/admin/orders?q=VG-` */
export function useLocation(): URL {
  const href = useSyncExternalStore(subscribe, () => location.href);
  return new URL(href);
}

export function navigate(to: string): void {
  history.pushState(null, '', to);
  notify();
  window.scrollTo(0, 0);
}

export function Link({ to, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={onClick} {...props} />;
}

/** An order's reference, linking to its page, as the order lists show it. */
export function OrderLink({ reference }: { reference: string }) {
  return (
    <Link to={`/admin/orders/${reference}`} className="font-mono font-semibold whitespace-nowrap text-brand-800 underline">
      {reference}
    </Link>
  );
}
