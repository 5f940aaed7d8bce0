// Which menu section is "current" while the customer scrolls (IntersectionObserver), and a way to
// jump to one without the highlight flickering through every section passed on the way.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

// A section is current while it crosses the band between the sticky navigation and 40% of the viewport.
const BAND_BOTTOM = '-60%';
const JUMP_LOCK_MS = 1200;

/** Height the sticky element covers at the top of the viewport: its `top` plus its own height. */
function coveredTop(sticky: HTMLElement | null): number {
  if (!sticky) return 0;
  const top = parseFloat(getComputedStyle(sticky).top);
  return (Number.isFinite(top) ? top : 0) + sticky.offsetHeight;
}

export function useScrollSpy(sectionIds: readonly string[], stickyRef: RefObject<HTMLElement | null>) {
  const [activeId, setActiveId] = useState<string | undefined>(sectionIds[0]);
  const lockedUntil = useRef(0);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || sectionIds.length === 0) return;
    const visible = new Set<string>();
    const pick = () => {
      if (performance.now() < lockedUntil.current) return;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
      // Short last sections never reach the band: at the very bottom the last one is current.
      const current = atBottom ? sectionIds[sectionIds.length - 1] : sectionIds.find((id) => visible.has(id));
      if (current) setActiveId(current);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        pick();
      },
      { rootMargin: `-${Math.round(coveredTop(stickyRef.current)) + 1}px 0px ${BAND_BOTTOM} 0px` },
    );
    for (const id of sectionIds) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    const unlock = () => {
      lockedUntil.current = 0;
      pick();
    };
    window.addEventListener('scrollend', unlock);
    window.addEventListener('scroll', pick, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scrollend', unlock);
      window.removeEventListener('scroll', pick);
    };
  }, [sectionIds, stickyRef]);

  /** `instant`: no smooth scrolling (putting a page back on its link's target); `focus`: the customer chose it. */
  const jumpTo = useCallback((id: string, { instant = false, focus = true }: { instant?: boolean; focus?: boolean } = {}) => {
    const element = document.getElementById(id);
    if (!element) return;
    setActiveId(id);
    lockedUntil.current = performance.now() + JUMP_LOCK_MS;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ behavior: instant || reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the section they chose.
    if (focus) element.focus({ preventScroll: true });
  }, []);

  return { activeId, jumpTo };
}
