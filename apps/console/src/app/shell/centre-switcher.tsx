import { Select } from 'antd';
import { copy } from '@/shared/lib/copy.ts';
import type { OperatorCentre } from '@/shared/session/operator-session.ts';

interface CentreSwitcherProps {
  centres: readonly OperatorCentre[];
  value: string;
  onChange: (centreId: string) => void;
}

/** The centre in use, for an operator with roles at several (loaded only for them: antd's Select is large). */
export default function CentreSwitcher({ centres, value, onChange }: CentreSwitcherProps) {
  return (
    <Select
      aria-label={copy.shell.centre}
      value={value}
      onChange={onChange}
      options={centres.map((c) => ({ value: c.centreId, label: c.centreName }))}
      popupMatchSelectWidth={false}
      className="shell-centre"
    />
  );
}
