import type { ExamineeProfile } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from '@/features/account/index.ts';
import { examineeOf, useBookingDraft } from '@/features/draft/index.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
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
  if (user.isPending) return <LoadingBlock />;
  if (user.isError) return <LoadError error={user.error} onRetry={() => void user.refetch()} />;
  return (
    <StatusPage title={copy.questionnaire.profileMissing} description={copy.questionnaire.profileHint}>
      <Button color="primary" onClick={() => navigate('/userInformation')}>
        {copy.questionnaire.completeProfile}
      </Button>
    </StatusPage>
  );
}
