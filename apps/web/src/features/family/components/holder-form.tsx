import { validateIdCard, validateMobilePhone, validateName } from '@tijian/domain';
import Button, { type ButtonProps } from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { type ReactNode, useRef, useState } from 'react';
import { OptionRadios } from '@/shared/ui/option-radios.tsx';
import type { FamilyMember } from '../api/get-family-member.ts';
import * as copy from '../copy.ts';
import { FamilyPicker } from './family-picker.tsx';
import './holder-form.css';

const text = copy.holderForm;
const VALIDATE_ON = ['onChange', 'onBlur'];

export interface HolderValues {
  name: string;
  idCardNo: string;
  mobilePhone: string;
  marriageCode: 'married' | 'unmarried';
}

/** Who the account's own profile says it is: what 本人 fills in. */
export interface OwnProfile {
  name: string | null;
  callName: string | null;
  idCardNo: string | null;
  mobilePhone: string;
  marryStateCode: 'married' | 'unmarried' | null;
}

type Who = 'self' | 'family' | 'other';

const WHO = [
  { code: 'self', name: text.self },
  { code: 'family', name: text.family },
  { code: 'other', name: text.other },
] as const;
const MARRIAGE = [
  { code: 'married', name: text.married },
  { code: 'unmarried', name: text.unmarried },
] as const;

const EMPTY: HolderValues = { name: '', idCardNo: '', mobilePhone: '', marriageCode: 'unmarried' };

export const ownValues = (own: OwnProfile): HolderValues => ({
  name: own.name ?? '',
  idCardNo: own.idCardNo ?? '',
  mobilePhone: own.mobilePhone,
  marriageCode: own.marryStateCode ?? 'unmarried',
});

const memberValues = (member: FamilyMember): HolderValues => ({
  name: member.callName,
  idCardNo: member.idCardNo ?? '',
  mobilePhone: member.boCellPhoneNo ?? '',
  marriageCode: member.marryStateCode,
});

// Each field is checked by the domain's validator, the same the server applies.
const checkedBy = (validate: (value: string) => string | null) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    const message = validate((value ?? '').trim());
    if (message) throw new Error(message);
  },
});

function CheckedItem({
  name,
  label,
  validate,
  children,
}: {
  name: keyof HolderValues;
  label: string;
  validate: (value: string) => string | null;
  children: ReactNode;
}) {
  return (
    <Form.Item name={name} label={label} required rules={[checkedBy(validate)]} validateTrigger={VALIDATE_ON}>
      {children}
    </Form.Item>
  );
}

/**
 * A health card's holder, for registering an activated card and for buying one (purchases): 本人
 * (filled from the profile), a family member (picked from the account's, its ID number whole) or
 * someone typed in; name, ID number and phone checked by the domain's rules as typed (the server
 * checks them again, and reads sex and age from the ID number), every field correctable before it is
 * sent.
 */
export function HolderForm({
  own,
  submitLabel,
  submitSize,
  onSubmit,
}: {
  own: OwnProfile;
  submitLabel: string;
  /** the page's size for its main button */
  submitSize?: ButtonProps['size'];
  /** throws when refused (the HTTP layer has shown why) */
  onSubmit: (values: HolderValues) => Promise<void>;
}) {
  const [form] = Form.useForm<HolderValues>();
  const [who, setWho] = useState<Who>('self');
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const fill = (next: Who, values: HolderValues) => {
    setWho(next);
    form.resetFields();
    form.setFieldsValue(values);
  };

  const choose = (next: Who) => {
    if (next === 'self') fill('self', ownValues(own));
    if (next === 'other') fill('other', EMPTY);
    if (next === 'family') setPicking(true);
  };

  const onFinish = async (values: HolderValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await onSubmit({
        name: values.name.trim(),
        idCardNo: values.idCardNo.trim().toUpperCase(),
        mobilePhone: values.mobilePhone.trim(),
        marriageCode: values.marriageCode,
      });
    } catch {
      // The HTTP layer has shown why.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <div className="hc-who" role="radiogroup" aria-label={text.who}>
        <OptionRadios options={WHO} value={who} onChange={(value) => choose(value as Who)} />
      </div>
      <Form
        form={form}
        layout="horizontal"
        initialValues={ownValues(own)}
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size={submitSize} loading={busy}>
            {submitLabel}
          </Button>
        }
      >
        <CheckedItem name="name" label={text.name} validate={validateName}>
          <Input placeholder={text.namePlaceholder} maxLength={20} clearable />
        </CheckedItem>
        <CheckedItem name="idCardNo" label={text.idCard} validate={validateIdCard}>
          <Input placeholder={text.idCardPlaceholder} maxLength={18} clearable />
        </CheckedItem>
        <CheckedItem name="mobilePhone" label={text.phone} validate={validateMobilePhone}>
          <Input type="tel" placeholder={text.phonePlaceholder} maxLength={11} clearable />
        </CheckedItem>
        <Form.Item name="marriageCode" label={text.marriage} required>
          <OptionRadios options={MARRIAGE} />
        </Form.Item>
      </Form>
      <FamilyPicker
        visible={picking}
        onClose={() => setPicking(false)}
        onPick={(member) => {
          setPicking(false);
          fill('family', memberValues(member));
        }}
      />
    </>
  );
}
