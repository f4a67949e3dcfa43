import { createContext, useContext } from 'react';
import type { CompanyRef } from './operator-session.ts';

// The company an HR administrator is working on; the shell provides it (null for centre staff).
export const CompanyContext = createContext<CompanyRef | null>(null);

/** The company in use; only the HR screens inside the signed-in shell call it. */
export function useCompany(): CompanyRef {
  const company = useContext(CompanyContext);
  if (!company) throw new Error('useCompany() outside the signed-in shell of a company administrator');
  return company;
}
