import { useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@tijian/contract';
import { formatYuan, payableTotal } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { getProductsQueryOptions, type PricedPlan, usePlanPricing } from '@/features/catalogue/index.ts';
import { useCentre } from '@/features/centre/index.ts';
import { submitOrder } from '@/features/order/index.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import * as copy from '../copy.ts';
import { type QuickAppointment, useQuickDraft } from '../quick-draft.ts';
import './quick-pages.css';

const text = copy.shortcut;

/** /shortcut/order/optPlan/:sysCenterId/:id: which package to book (the one in :id is chosen already). */
export function QuickPlanPage() {
  const { sysCenterId = '', id = 'pd' } = useParams();
  const navigate = useNavigate();
  const appointment = useQuickDraft((s) =>
    s.appointment?.sysCenterId === sysCenterId ? s.appointment : null,
  );
  if (!appointment) {
    return (
      <StatusPage title={text.noForm}>
        <Button
          color="primary"
          onClick={() => navigate(`/shortcut/order?sysCenterId=${encodeURIComponent(sysCenterId)}`)}
        >
          {text.toForm}
        </Button>
      </StatusPage>
    );
  }
  return <QuickPlan appointment={appointment} initial={id === 'pd' ? null : id} />;
}

function QuickPlan({ appointment, initial }: { appointment: QuickAppointment; initial: string | null }) {
  const { sysCenterId } = appointment;
  // The package list's own read and key, so a visit there fills this page at once.
  const products = useQuery(getProductsQueryOptions({ sysCenterId }));
  const [chosen, setChosen] = useState<string | null>(initial);
  return (
    <QueryView query={products}>
      {(list) => (
        <QuickPlanChoice appointment={appointment} products={list} chosen={chosen} onChoose={setChosen} />
      )}
    </QueryView>
  );
}

function QuickPlanChoice({
  appointment,
  products,
  chosen,
  onChoose,
}: {
  appointment: QuickAppointment;
  products: readonly ProductSummary[];
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  const suitable = products.filter((p) => p.sex === 'common' || p.sex === appointment.examinee.sexCode);
  return (
    <div className="quick-page">
      <h2 className="quick-title">{text.planTitle}</h2>
      <div className="quick-plans" role="radiogroup" aria-label={text.planTitle}>
        {suitable.map((p) => (
          // biome-ignore lint/a11y/useSemanticElements: a whole card is the choice, as the package list shows it.
          <button
            key={p.id}
            type="button"
            role="radio"
            aria-checked={chosen === p.id}
            className={`quick-plan${chosen === p.id ? ' is-selected' : ''}`}
            onClick={() => onChoose(p.id)}
          >
            <span>{p.packageName}</span>
            <span className="quick-plan-price">{formatYuan(p.discountPriceTotal)}</span>
          </button>
        ))}
      </div>
      {chosen ? <QuickSubmit appointment={appointment} productId={chosen} /> : null}
    </div>
  );
}

function QuickSubmit({ appointment, productId }: { appointment: QuickAppointment; productId: string }) {
  const pricing = usePlanPricing(appointment.sysCenterId, null, productId);
  return (
    <QueryView query={pricing}>
      {(priced) => <QuickSubmitActions appointment={appointment} productId={productId} priced={priced} />}
    </QueryView>
  );
}

/** Books the package at the centre's till (0019): payment at the centre, paper scope. */
function QuickSubmitActions({
  appointment,
  productId,
  priced,
}: {
  appointment: QuickAppointment;
  productId: string;
  priced: PricedPlan;
}) {
  const navigate = useNavigate();
  const { sysCenterId, examinee, date, slot } = appointment;
  const centre = useCentre(sysCenterId).data;
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const { payable } = payableTotal({
    itemsTotal: priced.itemsTotal,
    materialItemsTotal: priced.materialItemsTotal,
    coupon: null,
    payType: 'onhospital',
    services: [],
    materialFee: priced.materialFee,
    cards: [],
  });

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const result = await submitOrder({
        _BIZCODE: '0019',
        // Spec 7 "0019 with id": the quick appointment is named by the package it books.
        id: productId,
        idempotencyKey,
        sysCenterId,
        sysCenterName: centre?.name,
        name: examinee.callName,
        callName: examinee.callName,
        marryStateCode: examinee.marryStateCode,
        age: examinee.age,
        sexCode: examinee.sexCode,
        // Blank when 本人 has them on file and the form did not ask: the server takes the account's.
        boCellPhoneNo: examinee.boCellPhoneNo ?? '',
        identityCardNo: examinee.idCardNo ?? '',
        folkId: examinee.folkId,
        plan: priced.plan,
        bookingType: 'product',
        testPackageId: productId,
        price: payable,
        boExaminationDate: date,
        boExaminationTime: slot.testTime,
        boExaminationTimeNo: slot.no,
        payType: 'onhospital',
        paymentType: 'onhospital',
        scope: 'paper',
        quickAppointment: true,
      });
      if (result.code !== 0 || result.orderId === null) {
        showToast(result.message ?? '');
        return;
      }
      useQuickDraft.getState().set(null);
      navigate(`/shortcut/order/success/${encodeURIComponent(sysCenterId)}/${result.orderId}`, {
        replace: true,
      });
    } catch {
      // The HTTP layer has said why; the same key keeps a retry from booking twice.
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <div className="quick-actions">
      <p className="quick-summary">
        {date} {slot.testTime} · {formatYuan(payable)}
      </p>
      <Button
        block
        color="primary"
        size="large"
        loading={submitting}
        disabled={submitting}
        onClick={() => void submit()}
      >
        {text.submit}
      </Button>
    </div>
  );
}
