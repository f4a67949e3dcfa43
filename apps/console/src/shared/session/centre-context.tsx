import { createContext, useContext } from 'react';
import type { OperatorCentre } from './operator-session.ts';

// The centre the signed-in operator is working at, and their role there; the shell provides it.
export const CentreContext = createContext<OperatorCentre | null>(null);

/** The centre in use; only pages inside the signed-in shell call it. */
export function useCentre(): OperatorCentre {
  const centre = useContext(CentreContext);
  if (!centre) throw new Error('useCentre() outside the signed-in shell');
  return centre;
}
