import { PASSWORD_MAX } from '@tijian/domain';
import type { InputProps } from 'antd-mobile/es/components/input';
import Input from 'antd-mobile/es/components/input';

/** A password row of the change-password steps; the domain's maximum length applies to all of them. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'maxLength'>) {
  return (
    <div className="form-page-field">
      <Input type="password" maxLength={PASSWORD_MAX} {...props} />
    </div>
  );
}

/** The step's validation message, announced once the person has left the field. */
export function PasswordError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="form-page-error" role="alert">
      {message}
    </div>
  );
}
