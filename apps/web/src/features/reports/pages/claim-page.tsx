import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useUser } from '@/features/account/index.ts';
import { showToastOnNextPage } from '@/shared/ui/feedback.ts';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { reportKeys } from '../api/report-keys.ts';
import { claimReports, sendClaimCode } from '../api/reports.ts';
import { RecordedPhoneForm } from '../components/recorded-phone-form.tsx';
import * as copy from '../copy.ts';
import '../reports.css';

const text = copy.claim;

/**
 * /report/claim: a report booked at the desk, by a company or by a relative becomes the account's own
 * once a code sent to the phone the centre recorded for it comes back. The phone starts as the
 * account's own, the one most often recorded.
 */
export function ClaimReportsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUser();
  if (user.isLoading) return <LoadingBlock />;
  return (
    <div className="add-family-page">
      <p className="add-family-intro">{text.intro}</p>
      <p className="add-family-intro">{text.privacy}</p>
      <RecordedPhoneForm
        placeholders={{
          name: text.namePlaceholder,
          idCard: text.idCardPlaceholder,
          phone: text.phonePlaceholder,
        }}
        submitText={text.submit}
        initialPhone={user.data?.mobilePhone ?? ''}
        sendCode={sendClaimCode}
        submit={async (person, values) => {
          const claimed = await claimReports({ ...person, msgCode: values.msgCode });
          await queryClient.invalidateQueries({ queryKey: reportKeys.all });
          showToastOnNextPage(text.claimed(claimed.mobilePhone, claimed.reportCount));
          navigate('/report/list', { replace: true });
        }}
      />
    </div>
  );
}
