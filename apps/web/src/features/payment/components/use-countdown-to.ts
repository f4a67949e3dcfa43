import { useEffect, useState } from 'react';

/** Milliseconds left until an ISO instant, ticking each second; 0 once it has passed. */
export function useCountdownTo(deadline: string | null): number | null {
  const end = deadline ? Date.parse(deadline) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(end)) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Number.isNaN(end) ? null : Math.max(0, end - now);
}

export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const m = Math.floor(seconds / 60);
  return `${String(m).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
