import { useInfiniteQuery } from '@tanstack/react-query';
import { formatYuan } from '@tijian/domain';
import { useNavigate } from 'react-router';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { type PurchaseSummary, purchasesOptions } from '../api/records.ts';
import { purchasePath } from '../components/purchase-path.ts';
import { PurchaseStateTag } from '../components/purchase-state-tag.tsx';
import { shanghaiTime } from '../components/shanghai-time.ts';
import * as copy from '../copy.ts';
import '../records.css';

const text = copy.purchases;

/** /purchase/record/list: everything the account paid for, newest first; pull to refresh, more on scrolling. */
export function PurchaseListPage() {
  const purchases = useInfiniteQuery(purchasesOptions());
  const loadMore = async () => {
    const result = await purchases.fetchNextPage();
    // The list offers a retry when the promise rejects.
    if (result.isError) throw result.error;
  };
  return (
    <div className="record-page">
      <QueryView query={purchases}>
        {({ pages }) => {
          const list = pages.flatMap((page) => page.list);
          return (
            <ScrollList
              onRefresh={() => purchases.refetch()}
              onLoadMore={loadMore}
              hasMore={purchases.hasNextPage}
              isEmpty={list.length === 0}
            >
              {list.map((p) => (
                <PurchaseItem key={`${p.kind}-${p.id}`} purchase={p} />
              ))}
            </ScrollList>
          );
        }}
      </QueryView>
    </div>
  );
}

function PurchaseItem({ purchase }: { purchase: PurchaseSummary }) {
  const navigate = useNavigate();
  return (
    <article className="record-card" aria-label={`${purchase.title} ${shanghaiTime(purchase.paidAt)}`}>
      <button type="button" className="record-card-body" onClick={() => navigate(purchasePath(purchase))}>
        <header className="record-card-head">
          <span className="record-card-title">{purchase.title}</span>
          <PurchaseStateTag purchase={purchase} />
        </header>
        <p className="record-card-line">
          {purchase.sysCenterName}
          {purchase.examinee
            ? ` · ${purchase.kind === 'health_card' ? text.holder : text.examinee}：${purchase.examinee}`
            : null}
        </p>
        <p className="record-card-line">
          {text.paidAt}：{shanghaiTime(purchase.paidAt)}
        </p>
        <p className="record-card-line record-card-amount">
          {text.amount}：<strong>{formatYuan(purchase.amount)}</strong>
        </p>
      </button>
    </article>
  );
}
