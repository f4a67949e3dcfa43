import { createContext, useContext } from 'react';

/**
 * How many times a kept-alive page has been shown (1 on its first visit). A kept page stays mounted
 * while hidden, so nothing else tells it the person came back: a list whose rows change elsewhere
 * (an order paid on the pay page) refreshes when this grows. 0 outside a kept-alive page.
 */
export const KeptPageVisits = createContext(0);

export function useKeptPageVisits(): number {
  return useContext(KeptPageVisits);
}
