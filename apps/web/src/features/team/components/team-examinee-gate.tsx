import type { ExamineeProfile } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from '@/features/account/index.ts';
import { useFamilyMembers } from '@/features/family/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import * as copy from '../copy.ts';
import { type MarryState, useTeamDraft } from '../store.ts';
import { NoMember } from './member-gate.tsx';

/** Sex and age from a profile, the marital status chosen on 确认信息 (or the profile's). */
function profileOf(
  p: { sexCode: string | null; age: number | null; marryStateCode: string | null },
  marry: MarryState | null,
): ExamineeProfile | null {
  const marryStateCode = marry ?? p.marryStateCode;
  if (p.sexCode !== 'male' && p.sexCode !== 'female') return null;
  if (marryStateCode !== 'married' && marryStateCode !== 'unmarried') return null;
  if (p.age === null || !Number.isFinite(p.age) || p.age <= 0) return null;
  return { sexCode: p.sexCode, age: p.age, marryStateCode };
}

/**
 * Whom the team questionnaire is about: the family member taking the place (their profile), else the
 * account's own (the person on the roster), never the ordinary booking's examinee; the marital status
 * is the one chosen on 确认信息.
 */
export function TeamExamineeGate({ children }: { children: (examinee: ExamineeProfile) => ReactNode }) {
  const navigate = useNavigate();
  const familyMemberId = useTeamDraft((s) => s.familyMemberId);
  const marry = useTeamDraft((s) => s.marryStateCode);
  const family = useFamilyMembers(familyMemberId !== null);
  const user = useUser();
  if (familyMemberId !== null) {
    return (
      <QueryView query={family}>
        {(members) => {
          const m = members.find((x) => x.id === familyMemberId);
          const examinee = m ? profileOf(m, marry) : null;
          return examinee ? children(examinee) : <NoMember />;
        }}
      </QueryView>
    );
  }
  return (
    <QueryView query={user}>
      {(u) => {
        const examinee = u ? profileOf(u, marry) : null;
        if (examinee) return children(examinee);
        return (
          <StatusPage title={copy.questionnaire.profileMissing} description={copy.questionnaire.profileHint}>
            <Button color="primary" onClick={() => navigate('/userInformation')}>
              {copy.questionnaire.completeProfile}
            </Button>
          </StatusPage>
        );
      }}
    </QueryView>
  );
}
