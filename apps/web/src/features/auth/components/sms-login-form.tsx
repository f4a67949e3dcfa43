import {
  SMS_CODE_LENGTH,
  SMS_COUNTDOWN_SECONDS,
  validateImageCode,
  validateMobilePhone,
  validateSmsCode,
} from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { type FormEvent, useState } from 'react';
import { showToast } from '@/shared/ui/feedback.ts';
import { imageCodeUrl } from '../api/image-code.ts';
import type { LoginResult } from '../api/login.ts';
import { useSendSms } from '../api/send-sms.ts';
import * as copy from '../copy.ts';
import { LoginField } from './login-field.tsx';
import { useClientIdReady } from './use-client-id-ready.ts';
import { useCountdown } from './use-countdown.ts';
import { useLoginAttempt } from './use-login-attempt.ts';

const text = copy.login;

type Field = 'phone' | 'imageCode' | 'smsCode';

export interface LoginFormProps {
  onSuccess: (result: LoginResult, phone: string) => void | Promise<void>;
}

export function SmsLoginForm({ onSuccess }: LoginFormProps) {
  const [phone, setPhone] = useState('');
  const [imageCode, setImageCode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    phone: false,
    imageCode: false,
    smsCode: false,
  });
  const [imageStamp, setImageStamp] = useState(() => Date.now());
  const clientIdReady = useClientIdReady();
  const countdown = useCountdown();
  const sendSms = useSendSms();
  const { attempt, failure, pending } = useLoginAttempt(onSuccess);

  const errors: Record<Field, string | null> = {
    phone: validateMobilePhone(phone),
    imageCode: validateImageCode(imageCode),
    smsCode: validateSmsCode(smsCode),
  };
  const shown = (field: Field) => (touched[field] ? errors[field] : null);
  const touch = (field: Field) => setTouched((t) => ({ ...t, [field]: true }));
  const counting = countdown.remaining > 0;
  const canLogin = !errors.phone && !errors.smsCode && !pending;

  const refreshImage = () => {
    setImageStamp(Date.now());
    setImageCode('');
  };

  const onSend = async () => {
    if (errors.imageCode) {
      touch('imageCode');
      return;
    }
    try {
      const result = await sendSms.mutateAsync({
        mobilePhone: phone.trim(),
        picValidateCode: imageCode.trim(),
      });
      countdown.start(result?.countdown ?? SMS_COUNTDOWN_SECONDS);
      showToast(text.smsSent);
    } catch {
      // The HTTP layer already showed why; a used or wrong picture is void, so show a fresh one.
      refreshImage();
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ phone: true, imageCode: touched.imageCode, smsCode: true });
    if (!canLogin) return;
    await attempt({ mode: 'sms', mobilePhone: phone.trim(), msgCode: smsCode.trim() }, phone.trim());
  };

  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      <LoginField
        id="sms-phone"
        label={text.phoneLabel}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        placeholder={text.phonePlaceholder}
        value={phone}
        onChange={setPhone}
        onBlur={() => touch('phone')}
        error={shown('phone')}
      />
      <LoginField
        id="sms-image-code"
        label={text.imageCodeLabel}
        maxLength={4}
        autoComplete="off"
        placeholder={text.imageCodePlaceholder}
        value={imageCode}
        onChange={setImageCode}
        onBlur={() => touch('imageCode')}
        error={shown('imageCode')}
        extra={
          clientIdReady ? (
            <button
              type="button"
              className="login-image-code"
              title={text.imageCodeRefresh}
              onClick={refreshImage}
            >
              <img src={imageCodeUrl(imageStamp)} alt={text.imageCodeAlt} width={96} height={36} />
            </button>
          ) : (
            <span className="login-image-code" aria-hidden="true" />
          )
        }
      />
      <LoginField
        id="sms-code"
        label={text.smsCodeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        placeholder={text.smsCodePlaceholder}
        value={smsCode}
        onChange={setSmsCode}
        onBlur={() => touch('smsCode')}
        error={shown('smsCode')}
        extra={
          <Button
            size="small"
            color="primary"
            fill="outline"
            disabled={Boolean(errors.phone) || counting || sendSms.isPending}
            loading={sendSms.isPending}
            onClick={onSend}
          >
            {counting ? text.sent(countdown.remaining) : sendSms.isSuccess ? text.resend : text.sendSms}
          </Button>
        }
      />
      {failure && (
        <p className="login-failure" role="alert">
          {failure}
        </p>
      )}
      <Button block type="submit" color="primary" size="large" disabled={!canLogin} loading={pending}>
        {text.submit}
      </Button>
    </form>
  );
}
