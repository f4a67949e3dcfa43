import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Fen,
  formatYuan,
  INVOICE_NAME_MAX,
  type InvoiceTitleType,
  invoiceTitleErrors,
  normalInvoiceTitle,
} from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { OrderNotFound, orderIdOf } from '@/features/order/index.ts';
import { isNotFound } from '@/shared/lib/not-found.ts';
import { showToastOnNextPage } from '@/shared/ui/feedback.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { OptionRadios } from '@/shared/ui/option-radios.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { invoiceKeys } from '../api/invoice-keys.ts';
import { getInvoiceStateQueryOptions, requestInvoice } from '../api/invoices.ts';
import { invoiceCopy } from '../invoice-copy.ts';
import './orders.css';

const text = invoiceCopy.form;
const TITLE_TYPES = [
  { code: 'personal', name: text.personal },
  { code: 'company', name: text.company },
] as const;

/** /order/personal/:sysCenterId/:id/invoice (beyond the spec): the buyer title of the order's e-invoice. */
export function InvoiceApplyPage() {
  const params = useParams();
  const orderId = orderIdOf(params.id);
  const navigate = useNavigate();
  const state = useQuery({ ...getInvoiceStateQueryOptions(orderId ?? 0), enabled: orderId !== null });
  if (orderId === null || isNotFound(state.error)) return <OrderNotFound />;
  if (state.isPending) return <LoadingBlock />;
  if (state.isError) return <LoadError error={state.error} onRetry={() => void state.refetch()} />;
  const orderPage = `/order/personal/${params.sysCenterId}/${orderId}`;
  if (!state.data.canRequest) {
    // Issued already (a second visit), or not to be had: the order page says which.
    return (
      <StatusPage title={state.data.invoice ? invoiceCopy.form.issued : state.data.refusalText}>
        <Button onClick={() => navigate(orderPage, { replace: true })}>{text.back}</Button>
      </StatusPage>
    );
  }
  return <InvoiceForm orderId={orderId} amount={state.data.amount} orderPage={orderPage} />;
}

interface Values {
  titleType: InvoiceTitleType;
  name: string;
  taxNumber: string;
}

function InvoiceForm({
  orderId,
  amount,
  orderPage,
}: {
  orderId: number;
  amount: Fen | null;
  orderPage: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({ titleType: 'personal', name: '', taxNumber: '' });
  // A field's message shows once it has been typed in (or on submit), and follows each keystroke after.
  const [touched, setTouched] = useState({ name: false, taxNumber: false });
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const errors = invoiceTitleErrors(values);
  const company = values.titleType === 'company';

  const change = (next: Partial<Values>) => {
    setValues((v) => ({ ...v, ...next }));
    setTouched((t) => ({ name: t.name || 'name' in next, taxNumber: t.taxNumber || 'taxNumber' in next }));
  };

  const submit = async () => {
    setTouched({ name: true, taxNumber: true });
    if (errors.name || (company && errors.taxNumber)) return;
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const title = normalInvoiceTitle(values);
      await requestInvoice({
        orderId,
        titleType: title.titleType,
        name: title.name,
        ...(company ? { taxNumber: title.taxNumber } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.state(orderId) });
      showToastOnNextPage(text.issued);
      navigate(orderPage, { replace: true });
    } catch {
      // The HTTP layer has shown the server's reason; the form stays as typed.
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <div className="form-page">
      <Form
        layout="horizontal"
        footer={
          <Button block color="primary" size="large" loading={submitting} onClick={() => void submit()}>
            {text.submit}
          </Button>
        }
      >
        <Form.Item label={invoiceCopy.titleType}>
          <OptionRadios
            options={TITLE_TYPES}
            value={values.titleType}
            onChange={(v) => change({ titleType: v as InvoiceTitleType })}
          />
        </Form.Item>
        <Form.Item
          label={invoiceCopy.buyerName}
          description={touched.name && errors.name ? <FieldError message={errors.name} /> : undefined}
        >
          <Input
            id="invoice-name"
            aria-label={invoiceCopy.buyerName}
            placeholder={text.namePlaceholder[values.titleType]}
            value={values.name}
            onChange={(name) => change({ name })}
            maxLength={INVOICE_NAME_MAX + 10}
            clearable
          />
        </Form.Item>
        {company ? (
          <Form.Item
            label={invoiceCopy.taxNumber}
            description={
              touched.taxNumber && errors.taxNumber ? <FieldError message={errors.taxNumber} /> : undefined
            }
          >
            <Input
              id="invoice-tax-number"
              aria-label={invoiceCopy.taxNumber}
              placeholder={text.taxPlaceholder}
              value={values.taxNumber}
              onChange={(taxNumber) => change({ taxNumber: taxNumber.toUpperCase() })}
              maxLength={18}
              clearable
            />
          </Form.Item>
        ) : null}
        {amount !== null ? (
          <Form.Item label={invoiceCopy.amount}>
            <span>{formatYuan(amount)}</span>
          </Form.Item>
        ) : null}
      </Form>
      <p className="invoice-form-note">{text.note}</p>
    </div>
  );
}

function FieldError({ message }: { message: string }) {
  return (
    <span role="alert" className="invoice-field-error">
      {message}
    </span>
  );
}
