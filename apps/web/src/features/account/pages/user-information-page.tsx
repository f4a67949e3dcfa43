import { FOLKS, infoFromIdCard, MARRY_OPTIONS, SEX_OPTIONS, validateProfile } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import type { PickerRef } from 'antd-mobile/es/components/picker';
import Picker from 'antd-mobile/es/components/picker';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { type RefObject, useState } from 'react';
import { useNavigate } from 'react-router';
import { showToastOnNextPage } from '@/shared/ui/feedback.ts';
import { OptionRadios } from '@/shared/ui/option-radios.tsx';
import { type User, useUser } from '../api/get-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import * as copy from '../copy.ts';

const text = copy.profile;
const FOLK_COLUMNS = [FOLKS.map((folk) => ({ label: folk.name, value: folk.id }))];

interface FormValues {
  callName?: string;
  name?: string;
  idCardNo?: string;
  sexCode?: string;
  age?: string;
  marryStateCode?: string;
  folkId?: number[];
  height?: string;
  weight?: string;
}

function initialValues(user: User | undefined): FormValues {
  const asText = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    callName: user?.callName ?? '',
    name: user?.name ?? '',
    idCardNo: user?.idCardNo ?? '',
    sexCode: user?.sexCode ?? undefined,
    age: asText(user?.age),
    marryStateCode: user?.marryStateCode ?? undefined,
    folkId: user?.folkId == null ? [] : [user.folkId],
    height: asText(user?.height),
    weight: asText(user?.weight),
  };
}

export function UserInformationPage() {
  const { data: user, isPending } = useUser();
  if (isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  return <ProfileForm user={user} />;
}

function ProfileForm({ user }: { user: User | undefined }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const update = useUpdateUser();
  // With a valid ID number, sex and age are facts of the number and no longer typed by hand.
  const [fromId, setFromId] = useState(() => Boolean(user?.idCardNo && infoFromIdCard(user.idCardNo)));

  const onValuesChange = (changed: Partial<FormValues>) => {
    if (!('idCardNo' in changed)) return;
    const info = infoFromIdCard(changed.idCardNo ?? '');
    setFromId(info !== null);
    if (info) form.setFieldsValue({ sexCode: info.sexCode, age: String(info.age) });
  };

  const onFinish = async (values: FormValues) => {
    const result = validateProfile({ ...values, folkId: values.folkId?.[0] });
    if (!result.ok) {
      form.setFields([{ name: result.field, errors: [result.message] }]);
      return;
    }
    try {
      await update.mutateAsync(result.value);
      showToastOnNextPage(copy.common.saved);
      navigate(-1);
    } catch {
      // The HTTP layer has shown the reason; the form stays as typed so nothing is lost.
    }
  };

  return (
    <div className="form-page">
      <Form
        form={form}
        layout="horizontal"
        initialValues={initialValues(user)}
        onValuesChange={onValuesChange}
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" loading={update.isPending}>
            {copy.common.save}
          </Button>
        }
      >
        <Form.Item name="callName" label={text.callName}>
          <Input placeholder={text.placeholders.callName} maxLength={20} clearable />
        </Form.Item>
        <Form.Item name="name" label={text.name}>
          <Input placeholder={text.placeholders.name} maxLength={20} clearable />
        </Form.Item>
        <Form.Item name="idCardNo" label={text.idCardNo} description={fromId ? text.fromIdCard : undefined}>
          <Input placeholder={text.placeholders.idCardNo} maxLength={18} clearable />
        </Form.Item>
        <Form.Item name="sexCode" label={text.sexCode} disabled={fromId}>
          {/* The item only greys it; the radios themselves must refuse Tab and Space too. */}
          <OptionRadios options={SEX_OPTIONS} disabled={fromId} />
        </Form.Item>
        <Form.Item name="age" label={text.age} disabled={fromId}>
          <Input placeholder={text.placeholders.age} type="number" inputMode="numeric" readOnly={fromId} />
        </Form.Item>
        <Form.Item name="marryStateCode" label={text.marryStateCode}>
          <OptionRadios options={MARRY_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="folkId"
          label={text.folkId}
          trigger="onConfirm"
          onClick={(_, pickerRef: RefObject<PickerRef>) => pickerRef.current?.open()}
        >
          <Picker columns={FOLK_COLUMNS}>
            {(items) =>
              items[0]?.label ?? <span className="placeholder-text">{text.placeholders.folkId}</span>
            }
          </Picker>
        </Form.Item>
        <Form.Item name="height" label={text.height}>
          <Input placeholder={text.placeholders.height} type="number" inputMode="decimal" />
        </Form.Item>
        <Form.Item name="weight" label={text.weight}>
          <Input placeholder={text.placeholders.weight} type="number" inputMode="decimal" />
        </Form.Item>
      </Form>
    </div>
  );
}
