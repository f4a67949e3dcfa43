import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { KeptPageVisits } from '@/shared/ui/kept-page-visits.ts';

interface Entry {
  element: ReactNode;
  scrollY: number;
}

export interface KeepAliveOutletProps {
  // The active route's keep-alive name; routes without one are rendered fresh each visit.
  name: string | undefined;
  // Class for the page that just became active (used for the slide transition).
  activeClassName?: string;
}

// Kept pages stay mounted but hidden, so their state (filters, loaded pages) and scroll survive a detour.
export function KeepAliveOutlet({ name, activeClassName }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const cache = useRef(new Map<string, Entry>());
  const activeName = useRef<string | undefined>(undefined);
  const [visits, setVisits] = useState<Record<string, number>>({});

  if (name) {
    const entry = cache.current.get(name);
    // The first element is kept: its route is the same on every visit, and replacing it would
    // hand the hidden page the next route's context.
    if (!entry) cache.current.set(name, { element: outlet, scrollY: 0 });
  }

  // Record scroll continuously: by the time we learn the page is leaving, the layout has changed.
  useEffect(() => {
    const onScroll = () => {
      const current = activeName.current && cache.current.get(activeName.current);
      if (current) current.scrollY = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Each time a kept page comes back into view it is told so (useKeptPageVisits).
  useLayoutEffect(() => {
    if (name) setVisits((v) => ({ ...v, [name]: (v[name] ?? 0) + 1 }));
  }, [name]);

  // A kept page returns to where it was left; any other page starts at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page, identified by its path.
  useLayoutEffect(() => {
    activeName.current = name;
    const entry = name ? cache.current.get(name) : undefined;
    window.scrollTo(0, entry?.scrollY ?? 0);
  }, [name, location.pathname]);

  const kept = [...cache.current.entries()];
  return (
    <>
      {kept.map(([key, entry]) => (
        <div
          key={`keep-alive:${key}`}
          className={key === name ? activeClassName : undefined}
          hidden={key !== name}
          data-keep-alive={key}
        >
          <KeptPageVisits.Provider value={visits[key] ?? 1}>{entry.element}</KeptPageVisits.Provider>
        </div>
      ))}
      {name ? null : (
        <div key={location.pathname} className={activeClassName}>
          {outlet}
        </div>
      )}
    </>
  );
}
