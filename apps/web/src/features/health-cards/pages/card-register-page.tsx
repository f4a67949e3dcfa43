import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isSpecificCentre, normaliseHealthCardNo } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useParams } from 'react-router';
import { useUser } from '@/features/account/index.ts';
import { HolderForm } from '@/features/family/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { healthCardKeys } from '../api/health-card-keys.ts';
import { healthCardListOptions, registerHealthCardHolder } from '../api/health-cards.ts';
import { Facts } from '../components/facts.tsx';
import * as copy from '../copy.ts';
import '../health-cards.css';

const text = copy.register;

/**
 * /registerInfoCard/:cardNo/:sysCenterId: the person an activated card of the account serves, named
 * once (本人, a family member, or typed in), at the centre the address names. A card that is not the
 * account's reads as not found; one already registered says so and leads to its holder.
 */
export function CardRegisterPage() {
  const { cardNo = '', sysCenterId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cards = useQuery(healthCardListOptions());
  const user = useUser();
  const number = normaliseHealthCardNo(cardNo);

  return (
    <QueryView queries={[cards, user]}>
      {(list, own) => {
        const card = list.find((c) => c.cardNo === number);
        if (!card) {
          return (
            <StatusPage title={text.noCard} description={text.noCardHint}>
              <Button color="primary" onClick={() => navigate('/card', { replace: true })}>
                {text.toCards}
              </Button>
            </StatusPage>
          );
        }
        if (card.holderRegistered) {
          return (
            <StatusPage title={text.registered}>
              <Button color="primary" onClick={() => navigate(`/card/userMsg/${card.id}`, { replace: true })}>
                {text.viewHolder}
              </Button>
            </StatusPage>
          );
        }
        return (
          <div className="hc-page">
            <section className="hc-block">
              <Facts
                rows={[
                  [copy.activated.product, card.productName],
                  [copy.activated.cardNo, card.cardNo],
                  [copy.activated.validUntil, card.expiresOn ?? ''],
                ]}
              />
            </section>
            <p className="hc-intro">{text.intro}</p>
            <HolderForm
              own={own}
              submitLabel={text.submit}
              onSubmit={async (holder) => {
                await registerHealthCardHolder({
                  cardNo: card.cardNo,
                  sysCenterId: isSpecificCentre(sysCenterId) ? sysCenterId : undefined,
                  ...holder,
                });
                await queryClient.invalidateQueries({ queryKey: healthCardKeys.all });
                navigate(`/successCard/${card.id}`, { replace: true });
              }}
            />
          </div>
        );
      }}
    </QueryView>
  );
}
