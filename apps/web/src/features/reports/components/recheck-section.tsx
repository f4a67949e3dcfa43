import { useQuery } from '@tanstack/react-query';
import { formatYuan, Messages } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { startPlanBooking } from '@/features/draft/index.ts';
import { InlineLoadError } from '@/shared/ui/load-error.tsx';
import { type Recheck, recheckOptions } from '../api/reports.ts';
import * as copy from '../copy.ts';
import '../reports.css';

const text = copy.recheck;
type Explanation = Recheck['explanations'][number];
type Proposal = NonNullable<Recheck['proposal']>;

/**
 * 异常指标解读 on the report page (issue 24): each abnormal value a rule covers in plain words, what to
 * avoid, when to see a doctor (尽快就医 past an urgent threshold), then the re-check its centre offers
 * and, for the account's own report, 一键预约复查: the examinee and the plan go into the booking draft
 * and the submit screen opens. Asked once the report is shown (`ready`). Nothing when no rule matched.
 */
export function RecheckSection({ id, ready }: { id: number; ready: boolean }) {
  const recheck = useQuery({ ...recheckOptions(id), enabled: ready });
  if (recheck.isError)
    return (
      <section className="report-block" aria-label={text.title}>
        <h3>{text.title}</h3>
        <InlineLoadError error={recheck.error} onRetry={() => void recheck.refetch()} />
      </section>
    );
  if (recheck.isPending)
    return (
      <p className="report-reads-empty" role="status">
        {Messages.loading}
      </p>
    );
  const { explanations, proposal } = recheck.data;
  if (explanations.length === 0) return null;
  return (
    <>
      <section className="report-block recheck" aria-labelledby="recheck-title">
        <h3 id="recheck-title">{text.title}</h3>
        <ul className="recheck-list">
          {explanations.map((e) => (
            <ExplanationItem key={`${e.code}-${e.direction}-${e.name}`} e={e} />
          ))}
        </ul>
        <p className="health-note">{text.note}</p>
      </section>
      {proposal ? (
        <ProposalBlock proposal={proposal} />
      ) : (
        <section className="report-block" aria-label={text.proposal}>
          <h3>{text.proposal}</h3>
          <p className="recheck-hint">{text.noProposal}</p>
        </section>
      )}
    </>
  );
}

function ExplanationItem({ e }: { e: Explanation }) {
  const heading = `${e.name} ${e.value}${e.unit ? ` ${e.unit}` : ''} ${text.direction[e.direction] ?? ''}`;
  return (
    <li className="recheck-item" aria-label={heading}>
      <div className="health-system-head">
        <span className="health-system-name">{e.name}</span>
        <span className="report-flag">
          {e.value}
          {e.unit ? ` ${e.unit}` : ''} {text.direction[e.direction]}
        </span>
      </div>
      {e.urgent ? (
        <p className="recheck-urgent" role="alert">
          {text.urgent}：{e.urgent}
        </p>
      ) : null}
      <dl className="recheck-facts">
        <dt>{text.meaning}</dt>
        <dd>{e.meaning}</dd>
        <dt>{text.avoid}</dt>
        <dd>{e.avoid}</dd>
        <dt>{text.doctor}</dt>
        <dd>{e.doctor}</dd>
        {e.followUps.length > 0 ? (
          <>
            <dt>{text.followUps}</dt>
            <dd>{e.followUps.join('、')}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

function ProposalBlock({ proposal }: { proposal: Proposal }) {
  const navigate = useNavigate();
  const { booking } = proposal;
  return (
    <section className="report-block recheck-proposal" aria-labelledby="recheck-proposal-title">
      <h3 id="recheck-proposal-title">{text.proposal}</h3>
      <p>{text.when(proposal.recheckDate, proposal.sysCenterName)}</p>
      <ul className="recheck-items">
        {proposal.items.map((i) => (
          <li key={i.projectId}>
            <span>{i.item}</span>
            <span>{formatYuan(i.price)}</span>
          </li>
        ))}
      </ul>
      {proposal.booked ? <p className="recheck-hint">{text.booked}</p> : null}
      {booking ? (
        <div className="recheck-book">
          <Button
            block
            color="primary"
            onClick={() =>
              startPlanBooking(navigate, {
                sysCenterId: proposal.sysCenterId,
                plan: booking.plan,
                examinee: {
                  ...booking.examinee,
                  sexFromId: true,
                  ageFromId: true,
                  self: true,
                  familyMemberId: null,
                },
              })
            }
          >
            {text.book}
          </Button>
        </div>
      ) : (
        <p className="recheck-hint">{text.forOthers}</p>
      )}
    </section>
  );
}
