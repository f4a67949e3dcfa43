import { useNavigate, useParams } from 'react-router';
import { showToastOnNextPage } from '@/shared/ui/feedback.ts';
import { useVerifyTeamMember } from '../api/verify-team-member.ts';
import { errorText } from '../components/error-text.ts';
import { ProofForm } from '../components/proof-form.tsx';
import * as copy from '../copy.ts';
import { useTeamDraft } from '../store.ts';
import '../components/team.css';

const text = copy.register;

/** /team/registerInfo/:bus 团检信息: the proof of a roster place; :bus (when not 0) is the company code. */
export function RegisterInfoPage() {
  const { bus = '0' } = useParams();
  const verify = useVerifyTeamMember();
  const start = useTeamDraft((s) => s.start);
  const navigate = useNavigate();
  return (
    <div className="team-page">
      <p className="team-hint">{text.intro}</p>
      <ProofForm
        initialCode={bus === '0' ? '' : bus}
        submitLabel={text.submit}
        pending={verify.isPending}
        error={errorText(verify.error)}
        onSubmit={(proof) =>
          verify.mutate(proof, {
            onSuccess: (membership) => {
              start(membership.memberId);
              showToastOnNextPage(text.verified);
              navigate(`/team/affirm/${membership.memberId}`, { replace: true });
            },
          })
        }
      />
    </div>
  );
}
