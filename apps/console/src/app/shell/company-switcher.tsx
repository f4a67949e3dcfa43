import { Select } from 'antd';
import { copy } from '@/shared/lib/copy.ts';
import type { CompanyRef } from '@/shared/session/operator-session.ts';

interface CompanySwitcherProps {
  companies: readonly CompanyRef[];
  value: number;
  onChange: (companyId: number) => void;
}

/** The company in use, for an HR administrator of several (loaded only for them, like the centre's). */
export default function CompanySwitcher({ companies, value, onChange }: CompanySwitcherProps) {
  return (
    <Select
      aria-label={copy.shell.company}
      value={value}
      onChange={onChange}
      options={companies.map((c) => ({ value: c.id, label: `${c.name}（${c.sysCenterName}）` }))}
      popupMatchSelectWidth={false}
      className="shell-centre"
    />
  );
}
