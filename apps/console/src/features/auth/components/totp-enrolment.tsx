import { isApiError } from '@tijian/client';
import { Alert } from 'antd';
import qrcode from 'qrcode-generator';
import { useEffect, useMemo } from 'react';
import { copy } from '@/shared/lib/copy.ts';
import { useTotpConfirm, useTotpSetup } from '../api/totp-enrolment.ts';
import { TotpCodeForm } from './totp-code-form.tsx';

const text = copy.signIn;

function qrDataUrl(uri: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(uri);
  qr.make();
  return qr.createDataURL(5, 2);
}

const messageOf = (error: unknown) => (isApiError(error) ? error.message : copy.common.loadFailed);

/**
 * A centre of the operator's requires a second factor and they have none: the session just opened may
 * only enrol one. The key is shown once, as a QR code and as text; the first code confirms it.
 */
export function TotpEnrolment({ onEnrolled }: { onEnrolled: () => void }) {
  const setup = useTotpSetup();
  const confirm = useTotpConfirm();
  const { mutate: startSetup } = setup;
  useEffect(() => startSetup(), [startSetup]);
  const image = useMemo(() => (setup.data ? qrDataUrl(setup.data.uri) : null), [setup.data]);

  return (
    <section aria-label={text.enrolTitle}>
      <Alert type="info" showIcon title={text.enrolHint} className="sign-in-alert" />
      {setup.isError ? (
        <Alert type="error" showIcon title={messageOf(setup.error)} className="sign-in-alert" role="alert" />
      ) : null}
      {setup.data && image ? (
        <div className="totp-key">
          <img src={image} alt={text.enrolQr} width={180} height={180} />
          <p>
            {text.enrolSecret}
            <code>{setup.data.secret}</code>
          </p>
        </div>
      ) : null}
      {confirm.isError ? (
        <Alert
          type="error"
          showIcon
          title={messageOf(confirm.error)}
          className="sign-in-alert"
          role="alert"
        />
      ) : null}
      {setup.data ? (
        <TotpCodeForm
          submitLabel={text.enrolSubmit}
          pending={confirm.isPending}
          onSubmit={(code) => confirm.mutate(code, { onSuccess: onEnrolled })}
        />
      ) : null}
    </section>
  );
}
