import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import SwipeAction from 'antd-mobile/es/components/swipe-action';
import { useNavigate } from 'react-router';
import { type FamilyMemberSummary, useFamilyMembers } from '@/features/family/index.ts';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { confirmDialog, showToast } from '@/shared/ui/feedback.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { useDeleteFamilyMember } from '../api/save-family-member.ts';
import * as copy from '../copy.ts';
import './family-list-page.css';

const text = copy.examinee;

// Spec 2 "/family/list": the people this account books for, ID numbers masked.
export function FamilyListPage() {
  const navigate = useNavigate();
  const members = useFamilyMembers();
  const remove = useDeleteFamilyMember();

  const askRemove = async (member: FamilyMemberSummary) => {
    if (!(await confirmDialog(text.familyDeleteAsk(member.callName)))) return;
    try {
      await remove.mutateAsync(member.id);
      showToast(text.familyDeleted);
    } catch {
      // The HTTP layer has said why.
    }
  };

  return (
    <QueryView query={members}>
      {(list) => (
        <div className="family-list">
          <ScrollList
            onRefresh={() => members.refetch()}
            onLoadMore={async () => undefined}
            hasMore={false}
            isEmpty={list.length === 0}
            empty={<EmptyList text={text.familyEmpty} />}
          >
            <List aria-label={copy.personage.tiles.family}>
              {list.map((member) => (
                <SwipeAction
                  key={member.id}
                  rightActions={[
                    {
                      key: 'delete',
                      text: text.familyDelete,
                      color: 'danger',
                      onClick: () => void askRemove(member),
                    },
                  ]}
                >
                  <List.Item
                    onClick={() => navigate(`/family/add?id=${member.id}`)}
                    description={
                      <>
                        <span>
                          {text.memberLine(member.relationName, text.sex[member.sexCode], member.age)}
                        </span>
                        <span className="family-list-id">{member.idCardNo}</span>
                      </>
                    }
                  >
                    {member.callName}
                  </List.Item>
                </SwipeAction>
              ))}
            </List>
          </ScrollList>
          <div className="family-list-footer">
            <Button block color="primary" size="large" onClick={() => navigate('/family/add')}>
              {text.familyAdd}
            </Button>
          </div>
        </div>
      )}
    </QueryView>
  );
}
