// What the app uses of the HR portal: the companies the signed-in operator administers (the shell's
// menus). Only this: the portal's screens are lazy routes, and the shell's chunk stays small.
export { companyMeQueryOptions, useCompanyMe } from './api/company-me.ts';
