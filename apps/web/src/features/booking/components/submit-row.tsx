import type { ReactNode } from 'react';

/** One line of the submit screen: a label and its value, a button opening a choice when it has one. */
export function SubmitRow({
  label,
  children,
  onClick,
}: {
  label: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  const content = (
    <>
      <span className="submit-row-label">{label}</span>
      <span className="submit-row-value">{children}</span>
    </>
  );
  return onClick ? (
    <button type="button" className="submit-row is-link" onClick={onClick}>
      {content}
      <span className="submit-row-arrow" aria-hidden="true">
        ›
      </span>
    </button>
  ) : (
    <div className="submit-row">{content}</div>
  );
}
