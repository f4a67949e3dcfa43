import type { ExamineeProfile } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from '@/features/account/index.ts';
import { examineeOf, useBookingDraft } from '@/features/draft/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import * as copy from '../copy.ts';

/**
 * Whom the questionnaire is about: the booking draft's examinee (the examinee form), else the
 * logged-in profile, as the confirm page does. A missing sex, age or marital status is asked for.
 */
export function ExamineeGate({ children }: { children: (examinee: ExamineeProfile) => ReactNode }) {
  const navigate = useNavigate();
  const drafted = useBookingDraft((s) => s.examinee);
  const user = useUser();
  const examinee = drafted ?? examineeOf(user.data);
  if (examinee) return children(examinee);
  // Loaded, and still no one to ask about: the profile lacks what the questionnaire needs.
  return (
    <QueryView query={user}>
      {() => (
        <StatusPage title={copy.questionnaire.profileMissing} description={copy.questionnaire.profileHint}>
          <Button color="primary" onClick={() => navigate('/userInformation')}>
            {copy.questionnaire.completeProfile}
          </Button>
        </StatusPage>
      )}
    </QueryView>
  );
}
