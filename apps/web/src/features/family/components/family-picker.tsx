import { useQuery, useQueryClient } from '@tanstack/react-query';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { type FamilyMember, getFamilyMemberQueryOptions } from '../api/get-family-member.ts';
import { getFamilyMembersQueryOptions } from '../api/get-family-members.ts';
import * as copy from '../copy.ts';

const text = copy.holderForm;

/**
 * The account's family members (the list masks their ID numbers); picking one reads the member whole,
 * its ID number unmasked, as the holder needs it. Read through the family queries, which
 * its editor refreshes on every change.
 */
export function FamilyPicker({
  visible,
  onClose,
  onPick,
}: {
  visible: boolean;
  onClose: () => void;
  onPick: (member: FamilyMember) => void;
}) {
  const queryClient = useQueryClient();
  const members = useQuery({ ...getFamilyMembersQueryOptions(), enabled: visible });

  const pick = async (id: number) => {
    try {
      onPick(await queryClient.fetchQuery(getFamilyMemberQueryOptions(id)));
    } catch {
      // The HTTP layer has said why; the list stays open to try again.
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose}>
      <h2 className="hc-family-title">{text.familyTitle}</h2>
      <div className="hc-family-list">
        <QueryView query={members}>
          {(list) =>
            list.length === 0 ? (
              <p className="hc-family-empty">{text.noFamily}</p>
            ) : (
              <List aria-label={text.familyTitle}>
                {list.map((member) => (
                  <List.Item
                    key={member.id}
                    onClick={() => void pick(member.id)}
                    description={member.relationName}
                    extra={member.idCardNo}
                  >
                    {member.callName}
                  </List.Item>
                ))}
              </List>
            )
          }
        </QueryView>
      </div>
    </Popup>
  );
}
