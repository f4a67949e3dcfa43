import {
  ETHNIC_GROUPS,
  type ExamineeContext,
  type ExamineeField,
  type ExamineeForm,
  infoFromIdCard,
  MARRY_OPTIONS,
  SEX_OPTIONS,
  validateExamineeField,
} from '@tijian/domain';
import type { FormInstance } from 'antd-mobile/es/components/form';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import type { PickerRef } from 'antd-mobile/es/components/picker';
import Picker from 'antd-mobile/es/components/picker';
import { type RefObject, useState } from 'react';
import { OptionRadios } from '@/shared/ui/option-radios.tsx';
import * as copy from '../copy.ts';

const text = copy.examinee;
const FOLK_COLUMNS = [ETHNIC_GROUPS.map((folk) => ({ label: folk.name, value: folk.id }))];

/** The form's values as antd holds them: text inputs, radio codes, the picker's column values. */
export interface ExamineeFormValues {
  callName?: string;
  idCardNo?: string;
  boCellPhoneNo?: string;
  sexCode?: string;
  age?: string;
  marryStateCode?: string;
  folkId?: number[];
  height?: string;
  weight?: string;
}

export function toExamineeForm(values: ExamineeFormValues): ExamineeForm {
  return { ...values, folkId: values.folkId?.[0] };
}

/** Form values of a saved person (the profile or a family member); absent values stay empty. */
export function examineeFormValues(person: {
  callName?: string | null;
  idCardNo?: string | null;
  boCellPhoneNo?: string | null;
  sexCode?: string | null;
  age?: number | null;
  marryStateCode?: string | null;
  folkId?: number | null;
  height?: number | null;
  weight?: number | null;
}): ExamineeFormValues {
  const asText = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    callName: person.callName ?? '',
    idCardNo: person.idCardNo ?? '',
    boCellPhoneNo: person.boCellPhoneNo ?? '',
    sexCode: person.sexCode ?? undefined,
    age: asText(person.age),
    marryStateCode: person.marryStateCode ?? undefined,
    folkId: person.folkId == null ? [] : [person.folkId],
    height: asText(person.height),
    weight: asText(person.weight),
  };
}

export const EMPTY_EXAMINEE: ExamineeFormValues = examineeFormValues({});

// Each field is checked by the domain's one examinee rule, on change and on blur.
const VALIDATE_ON = ['onChange', 'onBlur'];

function ruleFor(field: ExamineeField, ctx: ExamineeContext) {
  return (form: FormInstance) => ({
    validator: async () => {
      const values = form.getFieldsValue(true) as ExamineeFormValues;
      const message = validateExamineeField(field, toExamineeForm(values), ctx);
      if (message) throw new Error(message);
    },
  });
}

/**
 * Sex and age follow a valid ID number (17th digit, birth date) and are then not typed by hand.
 * Answers whether they do now, and the handler for the form's onValuesChange.
 */
export function useIdCardFill(form: FormInstance, initial: ExamineeFormValues) {
  const [fromId, setFromId] = useState(() => Boolean(initial.idCardNo && infoFromIdCard(initial.idCardNo)));
  const onValuesChange = (changed: Partial<ExamineeFormValues>) => {
    if (!('idCardNo' in changed)) return;
    const info = infoFromIdCard(changed.idCardNo ?? '');
    setFromId(info !== null);
    if (info) {
      form.setFieldsValue({ sexCode: info.sexCode, age: String(info.age) });
      // The age the number gives may be outside this path's bounds: say so at once.
      void form.validateFields(['sexCode', 'age']).catch(() => undefined);
    }
  };
  const reset = (values: ExamineeFormValues) =>
    setFromId(Boolean(values.idCardNo && infoFromIdCard(values.idCardNo)));
  return { fromId, onValuesChange, reset };
}

/** The examinee fields of spec 3 in the form order of spec 5, inside an antd-mobile Form. */
export function ExamineeFields({
  ctx,
  fromId,
  phoneRequired,
  idCardRequired,
}: {
  ctx: ExamineeContext;
  fromId: boolean;
  phoneRequired: boolean;
  idCardRequired: boolean;
}) {
  const item = (field: ExamineeField) => ({
    name: field,
    label: text[field],
    rules: [ruleFor(field, ctx)],
    validateTrigger: VALIDATE_ON,
  });
  return (
    <>
      <Form.Item {...item('callName')} required>
        <Input placeholder={text.placeholders.callName} maxLength={10} clearable />
      </Form.Item>
      <Form.Item
        {...item('idCardNo')}
        required={idCardRequired}
        description={fromId ? text.fromIdCard : undefined}
      >
        <Input placeholder={text.placeholders.idCardNo} maxLength={18} clearable />
      </Form.Item>
      <Form.Item {...item('boCellPhoneNo')} required={phoneRequired}>
        <Input
          placeholder={text.placeholders.boCellPhoneNo}
          maxLength={11}
          type="tel"
          inputMode="numeric"
          clearable
        />
      </Form.Item>
      <Form.Item {...item('sexCode')} required disabled={fromId}>
        {/* The item only greys it; the radios themselves must refuse Tab and Space too. */}
        <OptionRadios options={SEX_OPTIONS} disabled={fromId} />
      </Form.Item>
      <Form.Item {...item('age')} required disabled={fromId}>
        <Input placeholder={text.placeholders.age} inputMode="numeric" maxLength={3} readOnly={fromId} />
      </Form.Item>
      <Form.Item {...item('marryStateCode')} required>
        <OptionRadios options={MARRY_OPTIONS} />
      </Form.Item>
      <Form.Item
        {...item('folkId')}
        required
        validateTrigger={['onConfirm']}
        trigger="onConfirm"
        onClick={(_, pickerRef: RefObject<PickerRef>) => pickerRef.current?.open()}
      >
        <Picker columns={FOLK_COLUMNS}>
          {(items) => items[0]?.label ?? <span className="placeholder-text">{text.placeholders.folkId}</span>}
        </Picker>
      </Form.Item>
      <Form.Item {...item('height')}>
        <Input placeholder={text.placeholders.height} inputMode="decimal" maxLength={5} />
      </Form.Item>
      <Form.Item {...item('weight')}>
        <Input placeholder={text.placeholders.weight} inputMode="decimal" maxLength={5} />
      </Form.Item>
    </>
  );
}
