import { useQuery } from '@tanstack/react-query';
import {
  type Coupon,
  cardRefusal,
  couponNeedsItem,
  type ExamCard,
  type ExclusiveService,
  listableServices,
  NO_SERVICE_MESSAGE,
  type PayType,
  payableTotal,
  serviceChoiceRefusal,
} from '@tijian/domain';
import { useEffect, useMemo, useState } from 'react';
import { useBookingDraft } from '@/features/draft/index.ts';
import { getExclusiveServicesQueryOptions, loadCouponItemRule } from '@/features/wallet/index.ts';
import { confirmDialog, showToast } from '@/shared/ui/feedback.ts';
import * as copy from '../copy.ts';
import type { SubmitBooking } from './submit-booking.ts';
import type { SubmitPopup } from './submit-state.ts';

interface WalletContext {
  payType: PayType | null;
  date: string | null;
  review: boolean;
  today: string;
  setPopup: (popup: SubmitPopup) => void;
}

/**
 * The coupon, the cards and the exclusive services chosen on the submit screen, each refused there and
 * then by the domain's rules (spec 5). What the cards may still pay is priced here by payableTotal, so
 * a refusal needs no round trip to the server.
 */
export function useWalletChoices(
  booking: SubmitBooking,
  { payType, date, review, today, setPopup }: WalletContext,
) {
  const { centre, examinee, productId, priced } = booking;
  const [cards, setCards] = useState<ExamCard[]>([]);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [services, setServices] = useState<ExclusiveService[]>([]);
  const [servicesDecided, setServicesDecided] = useState(false);

  const serviceQuery = useQuery(
    getExclusiveServicesQueryOptions({
      sysCenterId: centre.id,
      date,
      payType,
      packageId: productId,
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
    if (next !== null && !(await addCouponItem(booking, next))) return;
    setCoupon(next);
    setPopup(null);
  };

  const openServices = () => {
    if (offered.length === 0) showToast(NO_SERVICE_MESSAGE);
    else setPopup('service');
  };

  const toggleService = (service: ExclusiveService) => {
    if (services.some((s) => s.projectId === service.projectId)) {
      setServices(services.filter((s) => s.projectId !== service.projectId));
      return;
    }
    const refusal = serviceChoiceRefusal(service, date !== null);
    if (refusal) showToast(refusal);
    else {
      setServices([...services, service]);
      setServicesDecided(true);
    }
  };

  /** Closing the services popup, or 不需要 (`none`), counts as an answer. */
  const decideServices = (none: boolean) => {
    if (none) setServices([]);
    setServicesDecided(true);
    setPopup(null);
  };

  /** Paying at the centre takes no coupon or card (spec 5). */
  const dropPaidChoices = () => {
    setCards([]);
    setCoupon(null);
  };

  return {
    cards,
    coupon,
    services,
    servicesDecided,
    offered,
    breakdown,
    toggleCard,
    pickCoupon,
    openServices,
    toggleService,
    decideServices,
    dropPaidChoices,
  };
}

export type WalletChoices = ReturnType<typeof useWalletChoices>;

/** A coupon tied to an item the plan lacks adds the item once the person agrees; false when it cannot. */
async function addCouponItem({ priced }: SubmitBooking, coupon: Coupon): Promise<boolean> {
  const missing = couponNeedsItem(coupon, priced.checked);
  if (!missing) return true;
  if (!(await confirmDialog(copy.booking.addItemAsk(missing.item)))) return false;
  const { checkProject } = await loadCouponItemRule();
  const added = checkProject(priced.ix, priced.plan, missing.id, {
    confirmed: true,
    product: priced.product ?? undefined,
  });
  if (added.kind !== 'ok') {
    showToast(added.message);
    return false;
  }
  useBookingDraft.getState().setPlan(added.plan);
  return true;
}
