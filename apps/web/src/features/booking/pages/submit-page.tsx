import { useQuery } from '@tanstack/react-query';
import {
  type Coupon,
  cardRefusal,
  couponNeedsItem,
  defaultPayType,
  type ExamCard,
  type ExclusiveService,
  fastingWindowOf,
  firstSubmitProblem,
  formatYuan,
  listableServices,
  NO_SERVICE_MESSAGE,
  needsDoctorReview,
  PaymentMessages,
  type PayType,
  payableTotal,
  paymentMethodsOf,
  payTypeChangeNeedsConfirm,
  rescheduleRulesText,
  serviceChoiceRefusal,
  shanghaiDate,
  validateMobilePhone,
} from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type PricedPlan, usePlanPricing } from '@/features/catalogue/index.ts';
import { type Centre, useCentre } from '@/features/centre/index.ts';
import { type Examinee, useBookingDraft, useExamineeDraft } from '@/features/draft/index.ts';
import type { DateSlot } from '@/features/schedule/index.ts';
import { getExclusiveServicesQueryOptions, loadCouponItemRule } from '@/features/wallet/index.ts';
import { confirmDialog, showToast } from '@/shared/ui/feedback.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { OptionRadios } from '@/shared/ui/option-radios.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { PayableBreakdownList } from '../components/payable-breakdown.tsx';
import type { InvoiceForm, SubmitPopup } from '../components/submit-state.ts';
import { useOrderSubmission } from '../components/use-order-submission.ts';
import * as copy from '../copy.ts';
import { askWith, bookingPopups } from '../popup-loaders.ts';
import './submit-page.css';

// Popups load on first opening, so the screen's first load carries none of them.
const DateSlotPicker = lazy(bookingPopups.datePicker);
const CouponPopup = lazy(bookingPopups.coupon);
const CardPopup = lazy(bookingPopups.card);
const ServicePopup = lazy(bookingPopups.service);
const InvoicePopup = lazy(bookingPopups.invoice);

const text = copy.booking;

type Draft = ReturnType<typeof useBookingDraft.getState>;

/** Spec 2 screen 10: who, where, when, how to pay, and what it costs; then 提交订单. */
export function SubmitPage() {
  const draft = useBookingDraft();
  const examinee = useExamineeDraft((s) => s.examinee);
  const navigate = useNavigate();
  const { sysCenterId, type, plan } = draft;
  if (!sysCenterId || !type || !plan || !examinee) {
    return (
      <StatusPage title={text.noDraft} description={text.noDraftHint}>
        <Button color="primary" onClick={() => navigate('/entrance')}>
          {text.toEntrance}
        </Button>
      </StatusPage>
    );
  }
  return <SubmitLoader draft={draft} examinee={examinee} sysCenterId={sysCenterId} />;
}

function SubmitLoader({
  draft,
  examinee,
  sysCenterId,
}: {
  draft: Draft;
  examinee: Examinee;
  sysCenterId: string;
}) {
  const centre = useCentre(sysCenterId);
  const pricing = usePlanPricing(sysCenterId, draft.plan!, draft.productId);
  if (centre.isError) return <LoadError error={centre.error} onRetry={() => void centre.refetch()} />;
  if (pricing.status === 'error') return <LoadError error={pricing.error} onRetry={pricing.retry} />;
  if (!centre.data || pricing.status === 'pending') return <LoadingBlock />;
  return <SubmitForm draft={draft} examinee={examinee} centre={centre.data} priced={pricing} />;
}

function SubmitForm({
  draft,
  examinee,
  centre,
  priced,
}: {
  draft: Draft;
  examinee: Examinee;
  centre: Centre;
  priced: PricedPlan;
}) {
  const [search] = useSearchParams();
  const sysCenterId = centre.id;
  const type = draft.type!;
  const plan = draft.plan!;
  const today = shanghaiDate(Date.now());
  const review = needsDoctorReview({
    verifyOn: centre.verifyOn,
    bookingType: type,
    hasPackage: draft.productId !== null,
    chosenCount: plan.chosen.length,
  });
  const methods = paymentMethodsOf(centre);
  const fasting = fastingWindowOf(centre.fastingCheckStart, centre.fastingCheckEnd);

  const [phone, setPhone] = useState(examinee.boCellPhoneNo ?? '');
  const [dateSlot, setDateSlot] = useState<DateSlot | null>(null);
  const [payType, setPayType] = useState<PayType | null>(() =>
    defaultPayType({ review, methods, total: priced.itemsTotal }),
  );
  const [cards, setCards] = useState<ExamCard[]>([]);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [services, setServices] = useState<ExclusiveService[]>([]);
  const [servicesDecided, setServicesDecided] = useState(false);
  const [isDeliver, setIsDeliver] = useState<0 | 1>(0);
  const [invoice, setInvoice] = useState<InvoiceForm | null>(null);
  const [popup, setPopup] = useState<SubmitPopup>(null);
  const [invoiceNoteAcknowledged, setInvoiceNoteAcknowledged] = useState(false);
  const { submit, submitting } = useOrderSubmission();

  const serviceQuery = useQuery(
    getExclusiveServicesQueryOptions({
      sysCenterId,
      date: dateSlot?.date ?? null,
      payType,
      packageId: draft.productId,
      sexCode: examinee.sexCode,
      age: examinee.age,
      price: priced.itemsTotal,
    }),
  );
  const offered = useMemo(
    () => listableServices(serviceQuery.data ?? [], priced.itemsTotal, payType),
    [serviceQuery.data, priced.itemsTotal, payType],
  );
  // A service the new date or payment no longer offers is dropped, and the choice asked again.
  useEffect(() => {
    setServices((chosen) => {
      const kept = chosen.filter((s) => offered.some((o) => o.projectId === s.projectId && o.canVip > 0));
      return kept.length === chosen.length ? chosen : kept;
    });
  }, [offered]);

  const breakdown = payableTotal({
    itemsTotal: priced.itemsTotal,
    materialItemsTotal: priced.materialItemsTotal,
    coupon,
    payType,
    services,
    materialFee: priced.materialFee,
    cards,
    today,
  });

  const choosePayType = async (next: PayType) => {
    if (next === payType) return;
    if (next === 'online' && !methods.includes('online')) {
      showToast(PaymentMessages.onlineUnavailable);
      return;
    }
    if (payTypeChangeNeedsConfirm({ to: next, cardsChosen: cards.length, couponChosen: coupon !== null })) {
      if (!(await confirmDialog(PaymentMessages.switchToHospitalConfirm))) return;
      setCards([]);
      setCoupon(null);
    }
    setPayType(next);
  };

  const toggleCard = (card: ExamCard) => {
    if (cards.some((c) => c.cardNo === card.cardNo)) {
      setCards(cards.filter((c) => c.cardNo !== card.cardNo));
      return;
    }
    const refusal = cardRefusal(cards, card, breakdown.cardDue, { review });
    if (refusal) showToast(refusal);
    else setCards([...cards, card]);
  };

  const pickCoupon = async (next: Coupon | null) => {
    if (next === null) {
      setCoupon(null);
      setPopup(null);
      return;
    }
    const missing = couponNeedsItem(next, priced.checked);
    if (missing) {
      if (!(await confirmDialog(text.addItemAsk(missing.item)))) return;
      const { checkProject } = await loadCouponItemRule();
      const added = checkProject(priced.ix, plan, missing.id, {
        confirmed: true,
        product: priced.product ?? undefined,
      });
      if (added.kind !== 'ok') {
        showToast(added.message);
        return;
      }
      useBookingDraft.getState().setPlan(added.plan);
    }
    setCoupon(next);
    setPopup(null);
  };

  const openServices = () => {
    if (offered.length === 0) {
      showToast(NO_SERVICE_MESSAGE);
      return;
    }
    setPopup('service');
  };

  const toggleService = (service: ExclusiveService) => {
    if (services.some((s) => s.projectId === service.projectId)) {
      setServices(services.filter((s) => s.projectId !== service.projectId));
      return;
    }
    const refusal = serviceChoiceRefusal(service, dateSlot !== null);
    if (refusal) showToast(refusal);
    else {
      setServices([...services, service]);
      setServicesDecided(true);
    }
  };

  const onSubmit = async (acknowledged: { invoiceNote?: boolean; reviewToday?: boolean } = {}) => {
    if (submitting) return;
    const problem = firstSubmitProblem({
      sysCenterId,
      payType,
      phone,
      date: dateSlot?.date ?? null,
      servicesAvailable: offered.length > 0,
      servicesDecided,
      cardsChosen: cards.length,
      onlineAvailable: methods.includes('online'),
      review,
      total: breakdown.cardDue,
      today,
      invoiceNoteAcknowledged: invoiceNoteAcknowledged || Boolean(acknowledged.invoiceNote),
      reviewTodayAcknowledged: Boolean(acknowledged.reviewToday),
    });
    if (problem) {
      switch (problem.kind) {
        case 'invoiceNote':
          if (await confirmDialog(problem.message)) {
            setInvoiceNoteAcknowledged(true);
            await onSubmit({ ...acknowledged, invoiceNote: true });
          }
          return;
        case 'message':
        case 'noOnlinePayment':
          showToast(problem.message);
          return;
        case 'chooseService':
          setPopup('service');
          return;
        case 'reviewToday':
          // 调整日期 reopens the picker; 直接提交 sends it as it is.
          if (await askWith(problem.message, text.adjustDate, text.submitDirectly)) setPopup('date');
          else await onSubmit({ ...acknowledged, reviewToday: true });
          return;
      }
    }
    const { date, slot } = dateSlot!;
    await submit(
      {
        _BIZCODE: '0002',
        sysCenterId,
        sysCenterName: centre.name,
        name: examinee.callName,
        callName: examinee.callName,
        marryStateCode: examinee.marryStateCode,
        age: examinee.age,
        sexCode: examinee.sexCode,
        boCellPhoneNo: phone.trim(),
        identityCardNo: examinee.idCardNo ?? '',
        folkId: examinee.folkId,
        height: examinee.height,
        weight: examinee.weight,
        instanceId: draft.instanceId,
        plan: useBookingDraft.getState().plan ?? plan,
        bookingType: type,
        testPackageId: draft.productId,
        price: breakdown.payable,
        boExaminationDate: date,
        boExaminationTime: slot.testTime,
        boExaminationTimeNo: slot.no,
        payType: payType!,
        paymentType: payType!,
        scope: 'exam',
        coupon: payType === 'online' && coupon ? coupon.id : null,
        cardNoList: breakdown.cardDebits.map((d) => d.cardNo),
        serviceIds: services.map((s) => s.projectId),
        isDeliver,
        invoiceTitleType: invoice ? invoice.invoiceTitleType : '',
        ...(invoice
          ? {
              companyName: invoice.companyName,
              consignee: invoice.consignee,
              mobile: invoice.mobile,
              postAddress: invoice.postAddress,
            }
          : {}),
        conditions: draft.conditions.length > 0 ? draft.conditions : undefined,
      },
      { quick: search.get('mode') === 'quick', payType: payType!, review, date, today },
    );
  };

  const phoneError = phone && validateMobilePhone(phone);
  const popupProps = { onClose: () => setPopup(null) };
  return (
    <div className="submit-page">
      <section className="submit-card" aria-label={text.examinee}>
        <Row label={text.examinee}>
          {examinee.callName} · {text.years(examinee.age)} · {text.sex[examinee.sexCode]} ·{' '}
          {examinee.marryStateCode === 'married' ? '已婚' : '未婚'}
        </Row>
        <Row label={text.centre}>{centre.name}</Row>
        <Row label={text.phone}>
          <Input
            className="submit-phone"
            aria-label={text.phone}
            placeholder={text.phonePlaceholder}
            value={phone}
            onChange={setPhone}
            maxLength={11}
            type="tel"
            inputMode="numeric"
          />
        </Row>
        {phoneError ? (
          <p className="submit-error" role="alert">
            {PaymentMessages.phoneInvalid}
          </p>
        ) : null}
        <Row label={text.date} onClick={() => setPopup('date')}>
          {dateSlot ? `${dateSlot.date} ${dateSlot.slot.testTime}` : text.datePlaceholder}
        </Row>
      </section>

      <section className="submit-card">
        <Row label={text.service} onClick={openServices}>
          {services.length > 0
            ? services.map((s) => s.item).join('、')
            : offered.length === 0
              ? NO_SERVICE_MESSAGE
              : servicesDecided
                ? text.serviceNone
                : text.serviceChoose}
        </Row>
        <Row label={text.card} onClick={() => setPopup('card')}>
          {cards.length > 0 ? text.cardCount(cards.length) : text.cardNone}
        </Row>
        <Row label={text.payType}>
          <OptionRadios
            options={methodOptions(methods, review)}
            value={payType ?? undefined}
            onChange={(v) => void choosePayType(v as PayType)}
          />
        </Row>
        <Row
          label={text.coupon}
          onClick={payType === 'online' ? () => setPopup('coupon') : () => showToast(text.couponOnlineOnly)}
        >
          {payType !== 'online' ? text.couponOnlineOnly : coupon ? coupon.name : text.couponNone}
        </Row>
        {review ? <Row label={text.review}>{text.reviewNote}</Row> : null}
        <Row label={text.report}>
          <OptionRadios
            options={[
              { code: '1', name: text.reportOptions.need },
              { code: '0', name: text.reportOptions.none },
            ]}
            value={String(isDeliver)}
            onChange={(v) => setIsDeliver(v === '1' ? 1 : 0)}
          />
        </Row>
        {centre.personalProvideInvoice === 1 ? (
          <Row label={text.invoice} onClick={() => setPopup('invoice')}>
            {invoice
              ? invoice.companyName
                ? text.invoiceTitle(invoice.companyName)
                : invoice.consignee
              : text.invoiceNone}
          </Row>
        ) : (
          <Row label={text.invoice}>{centre.personalNotInvoiceNote || text.none}</Row>
        )}
      </section>

      <section className="submit-card">
        <PayableBreakdownList breakdown={breakdown} />
      </section>
      {/* Shown before paying, so nobody learns the rule only when the date needs to move. */}
      <p className="submit-rules">{rescheduleRulesText(centre.rescheduleCutoff, centre.rescheduleLimit)}</p>

      <footer className="submit-footer">
        <span className="submit-footer-amount">
          {text.amount} <strong>{formatYuan(breakdown.payable)}</strong>
        </span>
        <Button color="primary" loading={submitting} disabled={submitting} onClick={() => void onSubmit()}>
          {text.submit}
        </Button>
      </footer>
      {submitting ? (
        <p className="submit-progress" role="status">
          {text.submitting}
        </p>
      ) : null}

      <Suspense fallback={null}>
        {popup === 'date' ? (
          <DateSlotPicker
            visible
            {...popupProps}
            sysCenterId={sysCenterId}
            proIds={priced.checked.join(',')}
            fasting={fasting}
            fastingItems={priced.fastingItems}
            value={dateSlot}
            onConfirm={(value) => {
              setDateSlot(value);
              setPopup(null);
            }}
          />
        ) : null}
        {popup === 'coupon' ? (
          <CouponPopup
            visible
            {...popupProps}
            query={{
              sysCenterId,
              sexCode: examinee.sexCode,
              age: examinee.age,
              packageId: draft.productId,
              price: priced.itemsTotal,
            }}
            actualPrice={priced.itemsTotal}
            today={today}
            selected={coupon}
            onPick={(c) => void pickCoupon(c)}
          />
        ) : null}
        {popup === 'card' ? (
          <CardPopup
            visible
            {...popupProps}
            query={{
              sysCenterId,
              name: examinee.callName,
              idCardNo: examinee.idCardNo,
              packageId: draft.productId,
            }}
            selected={cards}
            onToggle={toggleCard}
          />
        ) : null}
        {popup === 'service' ? (
          <ServicePopup
            visible
            onClose={() => {
              setServicesDecided(true);
              setPopup(null);
            }}
            services={offered}
            selected={services}
            onToggle={toggleService}
            onNone={() => {
              setServices([]);
              setServicesDecided(true);
              setPopup(null);
            }}
          />
        ) : null}
        {popup === 'invoice' ? (
          <InvoicePopup
            visible
            {...popupProps}
            value={invoice}
            onSave={(value) => {
              setInvoice(value);
              setPopup(null);
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

function methodOptions(methods: readonly PayType[], review: boolean) {
  // A doctor-review booking pays at the centre, after approval.
  const offered = review ? methods.filter((m) => m === 'onhospital') : methods;
  return offered.map((code) => ({ code, name: text.payTypes[code] }));
}

function Row({ label, children, onClick }: { label: string; children: ReactNode; onClick?: () => void }) {
  const content = (
    <>
      <span className="submit-row-label">{label}</span>
      <span className="submit-row-value">{children}</span>
    </>
  );
  return onClick ? (
    <button type="button" className="submit-row is-link" onClick={onClick}>
      {content}
      <span className="submit-row-arrow" aria-hidden="true">
        ›
      </span>
    </button>
  ) : (
    <div className="submit-row">{content}</div>
  );
}
