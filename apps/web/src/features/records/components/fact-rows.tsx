import '@/shared/ui/fact-list.css';

export interface FactRow {
  label: string;
  value: string;
}

/** Label and value rows of a card, a payment or a refund. */
export function FactRows({ rows, label }: { rows: readonly FactRow[]; label?: string }) {
  return (
    <dl className="fact-list" aria-label={label}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
