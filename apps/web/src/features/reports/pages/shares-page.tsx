import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { confirmDialog, showToast } from '@/shared/ui/feedback.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { reportKeys } from '../api/report-keys.ts';
import { type ReportShare, reportSharesOptions, withdrawShare } from '../api/reports.ts';
import { readTime } from '../components/read-time.ts';
import * as copy from '../copy.ts';
import '../reports.css';

const text = copy.shares;

/**
 * /report/shares: the accounts that read reports recorded with this account's phone, by a code sent
 * to it (a relative's link, a claim); the phone's holder withdraws any of them.
 */
export function ReportSharesPage() {
  const shares = useQuery(reportSharesOptions());
  return (
    <div className="report-list-page">
      <p className="add-family-intro">{text.intro}</p>
      <QueryView query={shares}>
        {(list) =>
          list.length === 0 ? (
            <div className="report-empty" role="status">
              <p>{text.empty}</p>
            </div>
          ) : (
            <ul className="report-shares">
              {list.map((share) => (
                <ShareRow key={share.id} share={share} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}

function ShareRow({ share }: { share: ReportShare }) {
  const queryClient = useQueryClient();
  const withdraw = async () => {
    if (!(await confirmDialog(text.withdrawConfirm(share.account)))) return;
    try {
      await withdrawShare(share.id);
      showToast(text.withdrawn);
      await queryClient.invalidateQueries({ queryKey: reportKeys.shares() });
    } catch {
      // The HTTP layer has shown why.
    }
  };
  return (
    <li className="report-person" aria-label={text.reader(share.account)}>
      <header className="report-person-head">
        <span className="report-person-name">{text.reader(share.account)}</span>
        <span className="report-relation">{share.relation}</span>
        {share.guardian ? <span className="report-relation">{text.guardian}</span> : null}
        <span className="report-person-id" />
        <Button size="mini" fill="none" color="danger" onClick={withdraw}>
          {text.withdraw}
        </Button>
      </header>
      <p className="report-share-person">{text.person(share.name, share.identityCardNo)}</p>
      <p className="report-share-since">{text.since(readTime(share.linkedAt).slice(0, 10))}</p>
    </li>
  );
}
