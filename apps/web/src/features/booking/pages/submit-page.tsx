import Button from 'antd-mobile/es/components/button';
import { useDeferredValue } from 'react';
import { useNavigate } from 'react-router';
import { prefetchPlanPricing, usePlanPricing } from '@/features/catalogue/index.ts';
import { getCentreQueryOptions, useCentre } from '@/features/centre/index.ts';
import {
  type BookingType,
  type Examinee,
  useBookingDraft,
  useExamineeDraft,
} from '@/features/draft/index.ts';
import { queryClient } from '@/shared/lib/query-client.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { SubmitForm } from '../components/submit-form.tsx';
import * as copy from '../copy.ts';
import './submit-page.css';

const text = copy.booking;

/**
 * The reads SubmitLoader waits for (the centre, and the catalogue that prices the draft's plan),
 * started by the route as soon as this page's code has arrived, rather than once React has rendered
 * the page: on a phone's first load of the screen they were the last step before it painted.
 */
export function startSubmitReads(): void {
  const { sysCenterId, type, plan, productId } = useBookingDraft.getState();
  if (!sysCenterId || !type || !plan || !useExamineeDraft.getState().examinee) return;
  void queryClient.prefetchQuery(getCentreQueryOptions(sysCenterId));
  prefetchPlanPricing(queryClient, sysCenterId, productId);
}

/** Spec 2 screen 10: the booking under way, or a way back to start one. */
export function SubmitPage() {
  const draft = useBookingDraft();
  const examinee = useExamineeDraft((s) => s.examinee);
  const navigate = useNavigate();
  const { sysCenterId, type, plan } = draft;
  if (!sysCenterId || !type || !plan || !examinee) {
    return (
      <StatusPage title={text.noDraft} description={text.noDraftHint}>
        <Button color="primary" onClick={() => navigate('/entrance')}>
          {text.toEntrance}
        </Button>
      </StatusPage>
    );
  }
  return <SubmitLoader draft={{ ...draft, sysCenterId, type, plan }} examinee={examinee} />;
}

type Draft = ReturnType<typeof useBookingDraft.getState>;

/** The centre and the draft's plan priced by the catalogue engine, then the form. */
function SubmitLoader({
  draft,
  examinee,
}: {
  draft: Draft & { sysCenterId: string; type: BookingType; plan: NonNullable<Draft['plan']> };
  examinee: Examinee;
}) {
  const centre = useCentre(draft.sysCenterId);
  const pricing = usePlanPricing(draft.sysCenterId, draft.plan, draft.productId);
  // The form is the screen's longest render. Deferred, it renders in a transition, in slices a slow
  // phone's browser can paint and take input between, rather than in one long task when the reads
  // come back.
  const centreData = useDeferredValue(centre.data);
  const pricedData = useDeferredValue(pricing.data);
  return (
    <QueryView
      queries={[
        { data: centreData, error: centre.error, refetch: centre.refetch },
        { data: pricedData, error: pricing.error, refetch: pricing.refetch },
      ]}
    >
      {(centre, priced) => (
        <SubmitForm
          booking={{
            type: draft.type,
            productId: draft.productId,
            instanceId: draft.instanceId,
            conditions: draft.conditions,
            examinee,
            centre,
            priced,
          }}
        />
      )}
    </QueryView>
  );
}
