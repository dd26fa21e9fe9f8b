import { type ComponentType, useEffect, useRef } from 'react';
import { onFirstEngagement } from '../../lib/engagement';
import { whenIdle } from '../../lib/idle';
import { onDemand } from './on-demand';

/**
 * A part drawn in the browser below its page's first screen, whose code is not part of the page's start (issue 37's
 * initial-JS budget): it comes as the part's place nears the screen, or once the shopper engages with the page (a
 * pointer move, a touch, a key, a scroll), while the browser is idle, so that a keyboard user's Tab or a reader's
 * scroll finds it there. Until then its place holds `placeholder`'s height, marked busy.
 */
export function nearScreen<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: string) {
  const Part = onDemand(load);
  return function NearScreen(props: P) {
    const Loaded = Part.useLoaded();
    const place = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (Loaded) return;
      const load = () => void Part.preload();
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load());
      observer.observe(place.current!);
      let cancelIdle = () => {};
      const stopWaiting = onFirstEngagement(() => (cancelIdle = whenIdle(load, 1000)));
      return () => {
        observer.disconnect();
        stopWaiting();
        cancelIdle();
      };
    }, [Loaded]);
    return Loaded ? <Loaded {...props} /> : <div ref={place} aria-busy="true" className={placeholder} />;
  };
}
