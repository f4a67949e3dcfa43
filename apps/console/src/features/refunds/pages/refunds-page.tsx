import { copy } from '@/shared/lib/copy.ts';
import { UnderDevelopmentPage } from '@/shared/ui/under-development-page.tsx';

// The server has no refunds list for staff yet (it is being added); until then the route says so.
export function RefundsPage() {
  return <UnderDevelopmentPage title={copy.nav.refunds} />;
}
