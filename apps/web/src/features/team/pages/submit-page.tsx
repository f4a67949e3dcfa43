import { useQuery } from '@tanstack/react-query';
import { formatYuan } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { getTimeOfCountQueryOptions, SlotList } from '@/features/schedule/index.ts';
import type { InvoiceForm } from '@/shared/ui/invoice-popup.tsx';
import { invoiceSummary } from '@/shared/ui/invoice-summary.ts';
import { OptionRadios } from '@/shared/ui/option-radios.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { type TeamDay, useTeamDates } from '../api/get-team-dates.ts';
import type { TeamOrderRules } from '../api/get-team-order-rules.ts';
import { useSubmitTeamOrder } from '../api/submit-team-order.ts';
import { isBookableDay } from '../components/day-label.ts';
import { DayList } from '../components/day-list.tsx';
import { errorText } from '../components/error-text.ts';
import { FactRows } from '../components/fact-rows.tsx';
import { MemberGate } from '../components/member-gate.tsx';
import { refusalOf } from '../components/refusal.ts';
import { SelfPayBar } from '../components/self-pay-bar.tsx';
import type { TeamSelection } from '../components/team-selection.ts';
import { useTeamSelection } from '../components/use-team-selection.ts';
import * as copy from '../copy.ts';
import { type MarryState, useTeamDraft } from '../store.ts';
import '../components/team.css';

const text = copy.submit;
type PayType = 'online' | 'onhospital';
const PAY_TYPES = [
  { code: 'online', name: text.online },
  { code: 'onhospital', name: text.onhospital },
] as const;
// The invoice form loads on first opening, as on the personal submit screen.
const InvoicePopup = lazy(() =>
  import('@/shared/ui/invoice-popup.tsx').then((m) => ({ default: m.InvoicePopup })),
);
const MARRY = [
  { code: 'married', name: copy.affirm.married },
  { code: 'unmarried', name: copy.affirm.unmarried },
] as const;

/** /team/submit 提交: the day (the company's places left), the slot, the summary, the pay type, 提交. */
export function TeamSubmitPage() {
  return <MemberGate>{(rules) => <TeamSubmit rules={rules} packOnly={false} />}</MemberGate>;
}

/** /team/submit/pack: the company's package alone, nothing added, in one step. */
export function TeamPackSubmitPage() {
  return <MemberGate>{(rules) => <TeamSubmit rules={rules} packOnly />}</MemberGate>;
}

function TeamSubmit({ rules, packOnly }: { rules: TeamOrderRules; packOnly: boolean }) {
  const { projectData, selection } = useTeamSelection(rules, packOnly);
  const dates = useTeamDates(rules.id);
  return (
    <QueryView queries={[projectData, dates]}>
      {(_, days) => <SubmitForm rules={rules} selection={selection} days={days.list} packOnly={packOnly} />}
    </QueryView>
  );
}

function SubmitForm({
  rules,
  selection,
  days,
  packOnly,
}: {
  rules: TeamOrderRules;
  selection: TeamSelection;
  days: TeamDay[];
  packOnly: boolean;
}) {
  const navigate = useNavigate();
  const draft = useTeamDraft();
  const [payType, setPayType] = useState<PayType>('online');
  const [invoice, setInvoice] = useState<InvoiceForm | null>(null);
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // One key per visit of the screen: a retry after a lost answer gets the order already taken.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const inFlight = useRef(false);
  const send = useSubmitTeamOrder();
  const slots = useQuery({
    ...getTimeOfCountQueryOptions(rules.sysCenterId, draft.date ?? ''),
    enabled: draft.date !== null,
  });
  const selfPays = selection.price.selfPays;
  // A paper invoice covers what the employee pays, where the company offers one.
  const invoiceOffered = rules.provideInvoice && selfPays > 0;
  const date =
    draft.date && days.some((d) => d.testDate === draft.date && isBookableDay(d)) ? draft.date : null;

  const submit = () => {
    if (inFlight.current) return;
    const missing = !date
      ? text.chooseDate
      : draft.slotNo === null
        ? text.chooseSlot
        : !draft.marryStateCode
          ? copy.affirm.chooseMarry
          : null;
    setProblem(missing);
    if (missing || !date || draft.slotNo === null || !draft.marryStateCode) return;
    inFlight.current = true;
    const chosenPay: PayType = selfPays > 0 ? payType : 'onhospital';
    // mutateAsync, not mutate's callbacks: those are dropped once the screen is gone, and the
    // refreshed place (booked now) replaces this screen with 该团检名额已预约 before they would run.
    send
      .mutateAsync({
        memberId: rules.id,
        idempotencyKey,
        familyMemberId: rules.allowFamily ? (draft.familyMemberId ?? undefined) : undefined,
        marryStateCode: draft.marryStateCode,
        topicPackageIds: selection.topicPackageIds,
        extraProjectIds: selection.extraProjectIds,
        instanceId: rules.questionnaire && !packOnly ? (draft.instanceId ?? undefined) : undefined,
        boExaminationDate: date,
        boExaminationTimeNo: draft.slotNo,
        payType: chosenPay,
        price: selfPays,
        ...(invoiceOffered && invoice ? invoice : {}),
      })
      .then(
        (result) => {
          if (result.code !== 0 || result.orderId === null) {
            setProblem(refusalOf(result, date));
            return;
          }
          const pay = result.payable > 0 && chosenPay === 'online';
          navigate(pay ? `/order/onlinePayment/team/${result.orderId}` : '/team/success', { replace: true });
          // The place is booked: the draft keeps only what 预约成功 shows.
          draft.finish({
            orderId: result.orderId,
            orderNo: result.orderNo,
            sysCenterId: rules.sysCenterId,
            date,
            time: draft.slotTime ?? '',
          });
        },
        (error) => setProblem(errorText(error)),
      )
      .finally(() => {
        inFlight.current = false;
      });
  };

  const extras = [...selection.addedTopics.map((t) => t.name), ...selection.extras.map((e) => e.item)];
  return (
    <div className="team-page has-bar">
      {packOnly ? <p className="team-hint">{text.packOnly}</p> : null}
      <h3 className="team-section-title">{text.date}</h3>
      {days.length === 0 ? (
        <p className="team-hint">{text.noDates}</p>
      ) : (
        <DayList
          days={days}
          selected={date}
          onPick={(d) => {
            draft.setDate(d);
            setProblem(null);
          }}
        />
      )}
      <h3 className="team-section-title">{text.slot}</h3>
      {date === null ? (
        <p className="team-hint">{text.chooseDateFirst}</p>
      ) : (
        <QueryView query={slots}>
          {(data) => (
            <div className="team-selector">
              <SlotList
                slots={data.dateHasPeopleList}
                selected={draft.slotNo}
                fasting={null}
                fastingItems={[]}
                onPick={(slot) => {
                  draft.setSlot(slot.no, slot.testTime);
                  setProblem(null);
                }}
              />
            </div>
          )}
        </QueryView>
      )}
      <FactRows
        title={text.summary}
        rows={[
          [text.examinee, draft.familyName ?? rules.person.name],
          [text.package, rules.packageName],
          ...(extras.length > 0 ? [[text.extras, extras.join('、')] as [string, string]] : []),
          ...(rules.showPrice && rules.customPrice !== null
            ? [[text.companyPays, formatYuan(rules.customPrice)] as [string, string]]
            : []),
          [text.selfPays, formatYuan(selfPays)],
        ]}
      />
      {packOnly || !draft.marryStateCode ? (
        <List header={copy.affirm.marry}>
          <List.Item>
            <OptionRadios
              options={MARRY}
              value={draft.marryStateCode}
              onChange={(v) => draft.setMarry(v as MarryState)}
            />
          </List.Item>
        </List>
      ) : null}
      {selfPays > 0 ? (
        <List header={text.payType}>
          <List.Item>
            <OptionRadios options={PAY_TYPES} value={payType} onChange={(v) => setPayType(v as PayType)} />
          </List.Item>
        </List>
      ) : null}
      {invoiceOffered ? (
        <List header={text.invoice}>
          <List.Item onClick={() => setInvoiceOpen(true)}>{invoiceSummary(invoice)}</List.Item>
        </List>
      ) : null}
      {invoiceOpen ? (
        <Suspense fallback={null}>
          <InvoicePopup
            visible
            value={invoice}
            onClose={() => setInvoiceOpen(false)}
            onSave={(value) => {
              setInvoice(value);
              setInvoiceOpen(false);
            }}
          />
        </Suspense>
      ) : null}
      {problem ? (
        <p className="team-error" role="alert">
          {problem}
        </p>
      ) : null}
      <SelfPayBar selfPays={selfPays}>
        <Button color="primary" loading={send.isPending} onClick={submit}>
          {text.submit}
        </Button>
      </SelfPayBar>
    </div>
  );
}
