import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { useTeamMemberships } from '../api/list-team-memberships.ts';
import { MembershipCard } from '../components/membership-card.tsx';
import * as copy from '../copy.ts';
import '../components/team.css';

const text = copy.list;
const noMore = async () => undefined;
const ADD = '/team/registerInfo/0';

/** /team/list 团检列表: the account's roster places; 添加团检 proves another one. */
export function TeamListPage() {
  const memberships = useTeamMemberships();
  const navigate = useNavigate();
  return (
    <div className="team-page">
      <QueryView query={memberships}>
        {(data) => (
          <ScrollList
            onRefresh={() => memberships.refetch()}
            onLoadMore={noMore}
            hasMore={false}
            isEmpty={data.list.length === 0}
            empty={
              <StatusPage title={text.empty} description={text.emptyHint}>
                <Button color="primary" onClick={() => navigate(ADD)}>
                  {text.verify}
                </Button>
              </StatusPage>
            }
          >
            {data.list.map((m) => (
              <MembershipCard key={m.memberId} membership={m} />
            ))}
            <div className="team-actions">
              <Button block color="primary" fill="outline" onClick={() => navigate(ADD)}>
                {text.add}
              </Button>
            </div>
          </ScrollList>
        )}
      </QueryView>
      <div className="team-actions">
        <Button block fill="none" onClick={() => navigate('/team/firmOrde')}>
          {text.orders}
        </Button>
        <Button block fill="none" onClick={() => navigate('/team/orderSearch')}>
          {text.search}
        </Button>
      </div>
    </div>
  );
}
