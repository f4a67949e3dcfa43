import { isBlank, validateMobilePhone } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { copy } from '@/shared/lib/copy.ts';
import { OptionRadios } from './option-radios.tsx';
import './popup-sheet.css';
import './invoice-popup.css';

/** A paper invoice as the submit screens send it (the contract's paperInvoiceRequest). */
export interface InvoiceForm {
  invoiceTitleType: '0' | '1';
  companyName: string;
  consignee: string;
  mobile: string;
  postAddress: string;
}

// Loaded with the popup, on its first opening: the screens' first loads do not carry it.
const text = {
  invoiceFormTitle: '纸质发票',
  invoiceFields: {
    companyName: '单位名称',
    consignee: '收件人',
    mobile: '联系电话',
    postAddress: '邮寄地址',
  },
  invoiceFee: '邮寄费用由您自行承担',
  invoiceClear: '不需要发票',
} as const;
const TITLE_TYPES = [
  { code: '1', name: '公司' },
  { code: '0', name: '个人' },
] as const;

const EMPTY: InvoiceForm = {
  invoiceTitleType: '1',
  companyName: '',
  consignee: '',
  mobile: '',
  postAddress: '',
};

/**
 * Spec 5 "Invoice" (the personal submit screen and a team order's, where a company offers one): a
 * company title by default; 确定 stays off until every field holds more than spaces and the phone is
 * a phone. The delivery fee is the person's.
 */
export function invoiceComplete(form: InvoiceForm): boolean {
  const company = form.invoiceTitleType === '0' || !isBlank(form.companyName);
  return (
    company &&
    !isBlank(form.consignee) &&
    !isBlank(form.postAddress) &&
    validateMobilePhone(form.mobile) === null
  );
}

export function InvoicePopup({
  visible,
  value,
  onClose,
  onSave,
}: {
  visible: boolean;
  value: InvoiceForm | null;
  onClose: () => void;
  onSave: (value: InvoiceForm | null) => void;
}) {
  const [form, setForm] = useState<InvoiceForm>(value ?? EMPTY);
  const set = (field: keyof InvoiceForm) => (v: string) => setForm((f) => ({ ...f, [field]: v }));
  const fields = text.invoiceFields;
  type TextField = Exclude<keyof InvoiceForm, 'invoiceTitleType'>;
  // A render helper called as a function, not a component: a component defined here would be a new
  // type each render, remounting the input (and dropping its focus) on every keystroke.
  const field = (name: TextField, maxLength: number, phone = false) => (
    <div className="invoice-form-field" key={name}>
      <span>{fields[name]}</span>
      <Input
        value={form[name]}
        onChange={set(name)}
        maxLength={maxLength}
        aria-label={fields[name]}
        {...(phone ? { type: 'tel', inputMode: 'numeric' as const } : {})}
      />
    </div>
  );
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="popup-sheet" destroyOnClose>
      <h2 className="popup-sheet-title">{text.invoiceFormTitle}</h2>
      <div className="popup-sheet-list invoice-form">
        <OptionRadios
          options={TITLE_TYPES}
          value={form.invoiceTitleType}
          onChange={(v) => setForm((f) => ({ ...f, invoiceTitleType: v === '0' ? '0' : '1' }))}
        />
        {form.invoiceTitleType === '1' ? field('companyName', 60) : null}
        {field('consignee', 20)}
        {field('mobile', 11, true)}
        {field('postAddress', 120)}
        <p className="popup-sheet-meta">{text.invoiceFee}</p>
      </div>
      <div className="popup-sheet-footer">
        <Button block onClick={() => onSave(null)}>
          {text.invoiceClear}
        </Button>
        <Button block color="primary" disabled={!invoiceComplete(form)} onClick={() => onSave(form)}>
          {copy.common.confirm}
        </Button>
      </div>
    </Popup>
  );
}
