import { copy } from '@/shared/lib/copy.ts';
import { UnderDevelopmentPage } from '@/shared/ui/under-development-page.tsx';

// The server has no capacity calendar read or edit yet (it is being added); until then the route says so.
export function CapacityPage() {
  return <UnderDevelopmentPage title={copy.nav.capacity} />;
}
