import { type ComponentType, Suspense, lazy, memo, useEffect, useMemo, useRef, useState } from 'react';
import { LATER_ATTRIBUTE } from '../../../core/sections';
import { whenEngagedAndIdle } from '../../lib/engagement';
import { adoptingPrerenderedPage } from '../../lib/ready';
import { replayTaps } from '../../lib/taps';

/** When a part's code loads: as it nears the screen, or only once the shopper first touches, clicks or presses a key. */
type Wake = 'near' | 'act';

const sleepers = new Set<() => void>();

let shopperActed: () => void = () => {};
const firstAct = new Promise<void>((resolve) => (shopperActed = resolve));
if (typeof window !== 'undefined') {
  // A tap the boot script held before the app ran was the shopper's first act (core/boot-script.ts).
  if (window.vitaglowTaps?.length) shopperActed();
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, () => shopperActed(), { once: true, capture: true });
}

const notYet = () => false;

/**
 * Once the app runs the page and the shopper engages with it (a pointer move, a touch, a key, a scroll), the parts
 * still waiting are adopted as soon as the browser is idle (React adopts them in slices, between the shopper's own
 * inputs): a tap on one later (a keyboard user's Enter on a button a Tab scrolled to) then runs at once instead of
 * waiting for its code (issue 37). A visit that never engages (a crawler, a load audit) loads none of it.
 */
if (typeof window !== 'undefined') void whenEngagedAndIdle().then(wakeEveryLaterPart);

/** Loads every part still waiting: a page the app draws itself (a link followed in the app) shows them whole. */
export function wakeEveryLaterPart(): void {
  for (const wake of sleepers) wake();
}

/**
 * A part of a page whose code is not in the page's initial JavaScript (docs/performance.md). The worker renders it
 * with the rest, so the shopper sees and reads it at once; React leaves that markup as it is (a Suspense boundary
 * still to adopt) until the part comes near the screen, takes focus or is touched (`near`), or until the shopper's
 * first touch, click or key anywhere (`act`), then loads its code and adopts it. Taps on it meanwhile are held and
 * carried out once it runs. A page the app renders itself loads it at once.
 *
 * `useWanted` (a hook) says when the part must run at once wherever it is: it shows something of the shopper's own
 * that the worker's render, the same for everyone, cannot (a saved wishlist, a member's prices).
 *
 * One part per component: its code loads once, for every later page that shows it.
 */
export function later<P extends object>(load: () => Promise<ComponentType<P>>, wake: Wake = 'near', useWanted: () => boolean = notYet) {
  let woken = false;
  let wakeUp!: () => void;
  const awake = new Promise<void>((resolve) => (wakeUp = resolve));
  const start = () => {
    woken = true;
    wakeUp();
  };
  if (typeof window === 'undefined') start();
  else if (wake === 'act') void firstAct.then(start);
  const Body = lazy(() => awake.then(load).then((component) => ({ default: component })));

  /** Inside the boundary: its effect runs once React has adopted (or drawn) the part. */
  function Adopted({ onAdopted, props }: { onAdopted: () => void; props: P }) {
    useEffect(onAdopted, [onAdopted]);
    return <Body {...props} />;
  }

  /** Memoised: a parent's re-render must not reach a boundary React has not adopted yet (it would draw it anew, empty). */
  return memo(function Later(props: P) {
    const [waiting, setWaiting] = useState(() => __WORKER_RENDERER__ || adoptingPrerenderedPage());
    const [onAdopted] = useState(() => () => setWaiting(false));
    const ref = useRef<HTMLDivElement>(null);
    const firstProps = useRef(props);
    const wanted = useWanted();
    // New props before its code ran (memo lets only changed props through): React can show them only by drawing the
    // part anew, which needs its code now.
    if ((!waiting || firstProps.current !== props) && !woken) start();
    useEffect(() => {
      if (wanted) start();
    }, [wanted]);
    useEffect(() => {
      if (!waiting) return void replayTaps();
      const element = ref.current!;
      // One wake per mounted part: a part gone from the page before its code came is not fetched for nothing.
      const wakeThis = () => start();
      sleepers.add(wakeThis);
      const forget = () => void sleepers.delete(wakeThis);
      if (wake === 'act') return forget;
      // Focused, or tapped, before the app ran (core/boot-script.ts held the tap): wanted now, wherever it is.
      if (element.contains(document.activeElement) || window.vitaglowTaps?.some((tap) => element.contains(tap.target))) start();
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
        rootMargin: '0px',
      });
      observer.observe(element);
      element.addEventListener('focusin', start);
      element.addEventListener('pointerdown', start);
      return () => {
        forget();
        observer.disconnect();
        element.removeEventListener('focusin', start);
        element.removeEventListener('pointerdown', start);
      };
    }, [waiting]);
    // The same element while the props are: this part's own re-renders (its wake, its adoption) never reach the
    // boundary, which React would otherwise draw anew, empty, until its code came.
    const body = useMemo(
      () => (
        <Suspense fallback={null}>
          <Adopted onAdopted={onAdopted} props={props} />
        </Suspense>
      ),
      [onAdopted, props],
    );
    return (
      <div ref={ref} {...{ [LATER_ATTRIBUTE]: waiting ? '' : undefined }}>
        {body}
      </div>
    );
  });
}
