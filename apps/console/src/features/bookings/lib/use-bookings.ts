import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ordersQueryOptions } from '@/features/orders/index.ts';

/** A busy centre's day holds hundreds of bookings: the desk reads it a page at a time. */
export const DESK_PAGE_SIZE = 50;
/** Typing pauses this long before the search goes to the server. */
const SEARCH_PAUSE_MS = 300;

/** The text once typing has paused, so a search is not sent at every key. */
function usePaused(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

/**
 * A page of a centre's day that answers the search. The server searches the whole day (part of the
 * name, the phone's last digits, part of the order number) however many bookings it holds; the page
 * shown stays on screen while the next one is read.
 */
export function useBookings(centreId: string, date: string, search: string, page: number) {
  const q = usePaused(search.trim());
  const query = useQuery({
    ...ordersQueryOptions(centreId, {
      date,
      ...(q ? { q } : {}),
      page,
      pageSize: DESK_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  return { query, searched: q };
}
