import type { ExamineeProfile } from '@tijian/domain';
import type { ReactNode } from 'react';
import { useFamilyMembers } from '@/features/family/index.ts';
import { ExamineeGate } from '@/features/questionnaire/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { useTeamDraft } from '../store.ts';
import { NoMember } from './member-gate.tsx';

/**
 * Whom the team questionnaire is about: the family member taking the place (their profile), else the
 * account's own profile (the person on the roster), with the marital status chosen on 确认信息.
 */
export function TeamExamineeGate({ children }: { children: (examinee: ExamineeProfile) => ReactNode }) {
  const familyMemberId = useTeamDraft((s) => s.familyMemberId);
  const marry = useTeamDraft((s) => s.marryStateCode);
  const family = useFamilyMembers(familyMemberId !== null);
  const withMarry = (e: ExamineeProfile): ExamineeProfile => (marry ? { ...e, marryStateCode: marry } : e);
  if (familyMemberId === null) return <ExamineeGate>{(e) => children(withMarry(e))}</ExamineeGate>;
  return (
    <QueryView query={family}>
      {(members) => {
        const m = members.find((x) => x.id === familyMemberId);
        if (!m) return <NoMember />;
        return children(withMarry({ sexCode: m.sexCode, age: m.age, marryStateCode: m.marryStateCode }));
      }}
    </QueryView>
  );
}
