import { useEffect, useState } from 'react';

/** Typing pauses this long before a search goes to the server. */
export const SEARCH_PAUSE_MS = 300;

/** The text once typing has paused, so a search is not sent at every key. */
export function usePaused(text: string, ms = SEARCH_PAUSE_MS): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return paused;
}
