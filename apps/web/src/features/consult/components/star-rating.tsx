// antd-mobile's Rate reads a drag's position only: no keyboard, nothing a screen reader can press.
// Five plain buttons do both, and a tap still sets the stars.
export function StarRating({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <fieldset className="consult-stars" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          className={n <= value ? 'consult-star consult-star-on' : 'consult-star'}
          aria-label={`${n}星`}
          aria-pressed={n === value}
          onClick={() => onChange(n)}
        >
          ★
        </button>
      ))}
    </fieldset>
  );
}
