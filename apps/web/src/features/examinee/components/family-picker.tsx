import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import { useNavigate } from 'react-router';
import { type FamilyMember, getFamilyMemberQueryOptions, useFamilyMembers } from '@/features/family/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import * as copy from '../copy.ts';
import './family-picker.css';

const text = copy.examinee;

/** 从家庭成员选择: the account's members; picking one answers the member with the whole ID number. */
export function FamilyPicker({
  visible,
  onClose,
  onPick,
}: {
  visible: boolean;
  onClose: () => void;
  onPick: (member: FamilyMember) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const members = useFamilyMembers(visible);

  const pick = async (id: number) => {
    try {
      onPick(await queryClient.fetchQuery(getFamilyMemberQueryOptions(id)));
    } catch {
      // The HTTP layer has said why; the list stays open to try again.
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="family-picker">
      <h2 className="family-picker-title">{text.familyTitle}</h2>
      <QueryView query={members}>
        {(list) =>
          list.length === 0 ? (
            <p className="family-picker-empty">{text.noFamily}</p>
          ) : (
            <List aria-label={text.familyTitle}>
              {list.map((member) => (
                <List.Item
                  key={member.id}
                  onClick={() => void pick(member.id)}
                  description={text.memberLine(member.relationName, text.sex[member.sexCode], member.age)}
                  extra={member.idCardNo}
                >
                  {member.callName}
                </List.Item>
              ))}
            </List>
          )
        }
      </QueryView>
      <div className="family-picker-footer">
        <Button block fill="outline" color="primary" onClick={() => navigate('/family/add')}>
          {text.addFamily}
        </Button>
      </div>
    </Popup>
  );
}
