import { maskIdCard, maskPhone } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useNavigate } from 'react-router';
import { useUser } from '../api/get-user.ts';
import * as copy from '../copy.ts';
import { folkName, marryName, sexName } from '../profile-labels.ts';

const text = copy.profile;

function withUnit(value: number | null | undefined, unit: string): string | undefined {
  return value == null ? undefined : `${value}${unit}`;
}

export function PersonageDetailPage() {
  const navigate = useNavigate();
  const { data: user, isPending } = useUser();
  if (isPending) return <Skeleton.Paragraph lineCount={8} animated />;

  const rows: ReadonlyArray<[string, string | null | undefined]> = [
    [text.callName, user?.callName],
    [text.name, user?.name],
    [text.mobilePhone, user?.mobilePhone ? maskPhone(user.mobilePhone) : undefined],
    [text.idCardNo, user?.idCardNo ? maskIdCard(user.idCardNo) : undefined],
    [text.sexCode, sexName(user?.sexCode)],
    [text.age, user?.age == null ? undefined : String(user.age)],
    [text.marryStateCode, marryName(user?.marryStateCode)],
    [text.folkId, user?.folkName ?? folkName(user?.folkId)],
    [text.height, withUnit(user?.height, text.heightUnit)],
    [text.weight, withUnit(user?.weight, text.weightUnit)],
  ];

  return (
    <div className="form-page">
      <List>
        {rows.map(([label, value]) => (
          <List.Item key={label} extra={value || copy.common.notSet}>
            {label}
          </List.Item>
        ))}
      </List>
      <div className="form-page-actions">
        <Button block color="primary" onClick={() => navigate('/userInformation')}>
          {text.edit}
        </Button>
        <Button block onClick={() => navigate('/edit/oldPsw')}>
          {text.changePassword}
        </Button>
      </div>
    </div>
  );
}
