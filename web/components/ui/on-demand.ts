import { type ComponentType, type ReactElement, createElement, useEffect, useSyncExternalStore } from 'react';

/** A component whose code comes on demand (./on-demand.ts `onDemand`). */
export interface OnDemand<P> {
  (props: P): ReactElement | null;
  /** Starts the download (a hover, a likely next step); the first render starts it too. */
  preload(): Promise<void>;
  /** The component once its code has come, else undefined; re-renders the caller when it comes. */
  useLoaded(): ComponentType<P> | undefined;
}

/**
 * A dialog, drawer or menu whose code comes on demand, rendered as nothing until its module has arrived and then
 * as itself, with no Suspense boundary. React reveals content that suspended no sooner than 300 ms after the last
 * fallback it committed (its "retry" work is throttled to spare the eye a popcorn of boundaries), so a `lazy()`
 * dialog behind `<Suspense fallback={null}>` appeared at least 300 ms after the tap that opened it, whatever the
 * network: the wait issue 37 measured from outside while Event Timing, which ends at the tap's next paint, saw 40 ms.
 * Here the arrival is an external store's change, which React renders at once. A failed download (offline) is
 * tried again by the next render that needs it.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const snapshot = () => loaded;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
      },
      () => {
        loading = undefined;
      },
    ));
  const useLoaded = () => useSyncExternalStore(subscribe, snapshot, snapshot);
  function OnDemandPart(props: P) {
    const Component = useLoaded();
    useEffect(() => {
      if (!Component) void preload();
    }, [Component]);
    return Component ? createElement(Component, props) : null;
  }
  return Object.assign(OnDemandPart, { preload, useLoaded });
}
