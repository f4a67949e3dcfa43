import { useSearchTeamOrder } from '../api/search-team-order.ts';
import { errorText } from '../components/error-text.ts';
import { MembershipCard } from '../components/membership-card.tsx';
import { ProofForm } from '../components/proof-form.tsx';
import { TeamOrderCard } from '../components/team-order-card.tsx';
import * as copy from '../copy.ts';
import '../components/team.css';

const text = copy.search;

/** /team/orderSearch 团检查询: the place and its orders found by the roster proof. */
export function OrderSearchPage() {
  const search = useSearchTeamOrder();
  const found = search.data;
  return (
    <div className="team-page">
      <p className="team-hint">{text.intro}</p>
      <ProofForm
        submitLabel={text.submit}
        pending={search.isPending}
        error={errorText(search.error)}
        onSubmit={(proof) => search.mutate(proof)}
      />
      {found ? (
        <section aria-label={text.membership}>
          <h3 className="team-section-title">{text.membership}</h3>
          <MembershipCard membership={found.membership} />
          <h3 className="team-section-title">{text.orders}</h3>
          {found.orders.length === 0 ? (
            <p className="team-hint">{text.noOrders}</p>
          ) : (
            found.orders.map((order) => <TeamOrderCard key={order.orderId} order={order} />)
          )}
        </section>
      ) : null}
    </div>
  );
}
