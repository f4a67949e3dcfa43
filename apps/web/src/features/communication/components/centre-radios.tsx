import { isSpecificCentre } from '@tijian/domain';
import Radio from 'antd-mobile/es/components/radio';
import Space from 'antd-mobile/es/components/space';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import type { OnlineCentre } from '../api/list-online-centres.ts';

/** The centre chosen in this visit, when it takes questions online; else none chosen yet. */
export function useDefaultCentre(centres: readonly OnlineCentre[]): string | null {
  const sid = useSessionStore((s) => s.sid);
  return isSpecificCentre(sid) && centres.some((c) => c.sysCenterId === sid) ? sid : null;
}

/** One radio per centre that takes questions online. */
export function CentreRadios({
  centres,
  value,
  onChange,
}: {
  centres: readonly OnlineCentre[];
  value: string | null;
  onChange: (centreId: string) => void;
}) {
  return (
    <Radio.Group value={value} onChange={(v) => onChange(String(v))}>
      <Space direction="vertical">
        {centres.map((c) => (
          <Radio key={c.sysCenterId} value={c.sysCenterId}>
            {c.name}
            <span className="talk-centre-city">{c.cityName}</span>
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}
