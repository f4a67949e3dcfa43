import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type FamilyMemberSummary, useFamilyMembers } from '@/features/family/index.ts';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { confirmDialog, showToast } from '@/shared/ui/feedback.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import {
  type ParentConsent,
  sendParentConsentCode,
  useConfirmParentConsent,
  useParentConsents,
  useWithdrawParentConsent,
} from '../api/parent-consents.ts';
import * as copy from '../copy.ts';
import './parent-consent-page.css';

const text = copy.consent;

const shanghaiTime = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * 代家人预约 (issue 24): a parent without a smartphone agrees, by the code sent to their phone, that
 * this account books and pays for them and receives their reminders; then one button books for them.
 */
export function ParentConsentPage() {
  const navigate = useNavigate();
  const members = useFamilyMembers();
  const consents = useParentConsents();

  return (
    <div className="parent-consent-page">
      <p className="parent-consent-intro">{text.intro}</p>
      <PullToRefresh
        onRefresh={async () => void (await Promise.all([members.refetch(), consents.refetch()]))}
      >
        <QueryView queries={[members, consents]}>
          {(list, given) =>
            list.length === 0 ? (
              <EmptyList text={text.empty} />
            ) : (
              <ul className="parent-consent-list" aria-label={text.listLabel}>
                {list.map((member) => (
                  <MemberCard
                    key={member.id}
                    member={member}
                    consent={given.find((c) => c.memberId === member.id)}
                  />
                ))}
              </ul>
            )
          }
        </QueryView>
      </PullToRefresh>
      <div className="parent-consent-footer">
        <Button block color="primary" fill="outline" size="large" onClick={() => navigate('/family/add')}>
          {text.addMember}
        </Button>
      </div>
    </div>
  );
}

function MemberCard({ member, consent }: { member: FamilyMemberSummary; consent?: ParentConsent }) {
  const navigate = useNavigate();
  const withdraw = useWithdrawParentConsent();
  const headingId = `parent-${member.id}`;

  const askWithdraw = async () => {
    if (!(await confirmDialog(text.withdrawAsk(member.callName)))) return;
    try {
      await withdraw.mutateAsync(member.id);
      showToast(text.withdrawn);
    } catch {
      // The HTTP layer has said why.
    }
  };

  return (
    <li className="parent-consent-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="parent-consent-name">
        {member.callName}
        <span className="parent-consent-relation">{member.relationName}</span>
      </h2>
      {member.boCellPhoneNo === null ? (
        <>
          <p className="parent-consent-state">{text.noPhone}</p>
          <Button color="primary" onClick={() => navigate(`/family/add?id=${member.id}`)}>
            {text.fillPhone}
          </Button>
        </>
      ) : consent ? (
        <>
          <p className="parent-consent-state parent-consent-given">
            {text.consented(shanghaiTime(consent.consentedAt), consent.mobilePhone)}
          </p>
          <Button block color="primary" size="large" onClick={() => navigate('/entrance')}>
            {text.book(member.callName)}
          </Button>
          <Button block fill="none" color="danger" onClick={() => void askWithdraw()}>
            {text.withdraw}
          </Button>
        </>
      ) : (
        <ConsentForm member={member} />
      )}
    </li>
  );
}

/** Sends the code to the member's phone, then takes the code the member reads out. */
function ConsentForm({ member }: { member: FamilyMemberSummary }) {
  const confirm = useConfirmParentConsent();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [countdown, setCountdown] = useState(0);
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const inputId = `consent-code-${member.id}`;

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const send = async () => {
    setSending(true);
    try {
      const sent = await sendParentConsentCode(member.id);
      setSentTo(sent.mobilePhone);
      setCountdown(sent.countdown);
    } catch {
      // The HTTP layer has said why (too soon, the day's limit).
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    try {
      await confirm.mutateAsync({ memberId: member.id, msgCode: code.trim() });
      showToast(text.confirmed(member.callName));
    } catch {
      // Wrong or expired code: the HTTP layer has said which; the code can be typed again.
    }
  };

  return (
    <div className="parent-consent-form">
      <p className="parent-consent-state">{text.notConsented}</p>
      <Button
        block
        color="primary"
        fill={sentTo ? 'outline' : 'solid'}
        loading={sending}
        disabled={countdown > 0}
        onClick={() => void send()}
      >
        {countdown > 0 ? text.resend(countdown) : text.sendCode(member.callName)}
      </Button>
      {sentTo ? (
        <>
          <p className="parent-consent-sent" role="status">
            {text.codeSent(sentTo)}
          </p>
          <label htmlFor={inputId} className="parent-consent-label">
            {text.codeLabel(member.callName)}
          </label>
          <Input
            id={inputId}
            className="parent-consent-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={text.codePlaceholder}
            value={code}
            onChange={setCode}
          />
          <Button
            block
            color="primary"
            size="large"
            loading={confirm.isPending}
            disabled={code.trim().length === 0}
            onClick={() => void submit()}
          >
            {text.confirm}
          </Button>
        </>
      ) : null}
    </div>
  );
}
