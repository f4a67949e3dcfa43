import { copy } from '@/shared/lib/copy.ts';
import { UnderDevelopmentPage } from '@/shared/ui/under-development-page.tsx';

// The server has no audit-log read yet (it is being added); until then the route says so honestly.
export function AuditPage() {
  return <UnderDevelopmentPage title={copy.nav.audit} />;
}
