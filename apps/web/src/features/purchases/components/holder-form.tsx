import { useQuery, useQueryClient } from '@tanstack/react-query';
import { validateIdCard, validateMobilePhone, validateName } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import { type ReactNode, useRef, useState } from 'react';
import type { User } from '@/features/account/index.ts';
import {
  type FamilyMember,
  getFamilyMemberQueryOptions,
  getFamilyMembersQueryOptions,
} from '@/features/examinee/index.ts';
import { OptionRadios } from '@/shared/ui/option-radios.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import type { HolderInput } from '../api/purchases.ts';
import * as copy from '../copy.ts';

const text = copy.buyer;
const VALIDATE_ON = ['onChange', 'onBlur'];

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

const EMPTY: HolderInput = { name: '', idCardNo: '', mobilePhone: '', marriageCode: 'unmarried' };

/** 本人: what the account's own profile says. */
export const ownValues = (own: User): HolderInput => ({
  name: own.name ?? '',
  idCardNo: own.idCardNo ?? '',
  mobilePhone: own.mobilePhone,
  marriageCode: own.marryStateCode ?? 'unmarried',
});

const memberValues = (member: FamilyMember): HolderInput => ({
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
  name: keyof HolderInput;
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

/** The account's family members; picking one answers the member whole (its ID number unmasked). */
function FamilyPicker({
  visible,
  onClose,
  onPick,
}: {
  visible: boolean;
  onClose: () => void;
  onPick: (member: FamilyMember) => void;
}) {
  const queryClient = useQueryClient();
  const members = useQuery({ ...getFamilyMembersQueryOptions(), enabled: visible });
  const pick = async (id: number) => {
    try {
      onPick(await queryClient.fetchQuery(getFamilyMemberQueryOptions(id)));
    } catch {
      // The HTTP layer has said why; the list stays open to try again.
    }
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose}>
      <h2 className="purchase-family-title">{text.familyTitle}</h2>
      <div className="purchase-family-list">
        <QueryView query={members}>
          {(list) =>
            list.length === 0 ? (
              <p className="purchase-family-empty">{text.noFamily}</p>
            ) : (
              <List aria-label={text.familyTitle}>
                {list.map((member) => (
                  <List.Item
                    key={member.id}
                    onClick={() => void pick(member.id)}
                    description={member.relationName}
                    extra={member.idCardNo}
                  >
                    {member.callName}
                  </List.Item>
                ))}
              </List>
            )
          }
        </QueryView>
      </div>
    </Popup>
  );
}

/**
 * Who the bought card serves: 本人 (filled from the profile), a family member (picked from the
 * account's) or someone typed in; name, ID number and phone checked by the domain's rules as typed
 * (the server checks them again, and reads sex and age from the ID number), every field correctable.
 */
export function HolderForm({
  own,
  onSubmit,
}: {
  own: User;
  /** throws when refused (the HTTP layer has shown why) */
  onSubmit: (values: HolderInput) => Promise<void>;
}) {
  const [form] = Form.useForm<HolderInput>();
  const [who, setWho] = useState<Who>('self');
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const fill = (next: Who, values: HolderInput) => {
    setWho(next);
    form.resetFields();
    form.setFieldsValue(values);
  };

  const choose = (next: Who) => {
    if (next === 'self') fill('self', ownValues(own));
    if (next === 'other') fill('other', EMPTY);
    if (next === 'family') setPicking(true);
  };

  const onFinish = async (values: HolderInput) => {
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
      <div className="purchase-who" role="radiogroup" aria-label={text.who}>
        <OptionRadios options={WHO} value={who} onChange={(value) => choose(value as Who)} />
      </div>
      <Form
        form={form}
        layout="horizontal"
        initialValues={ownValues(own)}
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" loading={busy}>
            {text.submit}
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
