import type { InputProps } from 'antd-mobile/es/components/input';
import Input from 'antd-mobile/es/components/input';
import type { ReactNode } from 'react';

interface LoginFieldProps extends Omit<InputProps, 'id'> {
  id: string;
  label: string;
  /** Shown under the field once the person has touched it; null hides it. */
  error: string | null;
  /** What sits at the end of the row: the image code, the send-SMS button. */
  extra?: ReactNode;
}

/** One labelled row of the login forms, with its error announced to screen readers. */
export function LoginField({ id, label, error, extra, ...input }: LoginFieldProps) {
  const errorId = `${id}-error`;
  return (
    <>
      <div className="login-field">
        <label htmlFor={id}>{label}</label>
        <Input id={id} aria-invalid={Boolean(error)} aria-describedby={errorId} {...input} />
        {extra}
      </div>
      {error ? (
        <div id={errorId} className="field-error" role="alert">
          {error}
        </div>
      ) : null}
    </>
  );
}
