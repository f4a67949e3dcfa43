import { type ApiError, isApiError } from '@tijian/client';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Space, Switch } from 'antd';
import { type ReactNode, useState } from 'react';
import { copy } from '@/shared/lib/copy.ts';
import { useCompany } from '@/shared/session/company-context.tsx';
import { showSuccess } from '@/shared/ui/feedback.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { PageTitle } from '@/shared/ui/page-title.tsx';
import { useCentrePackages } from '../api/centre-packages.ts';
import { type CompanyOverview, useOverview } from '../api/get-overview.ts';
import { useSaveSettings } from '../api/save-settings.ts';
import { GradesTable } from '../components/grades-table.tsx';
import { companyCopy } from '../copy.ts';
import { type SettingsValues, settingsOf, valuesOf, YUAN } from '../lib/settings-form.ts';
import '../company.css';

const text = companyCopy.settings;
const messages = companyCopy.messages;

/** A save refused because someone saved first: the form is of an older version. */
function isStale(error: ApiError): boolean {
  return error.message === messages.staleSettings || /conflict|stale|version/i.test(error.code);
}

/**
 * 团检设置: the booking window, the daily quota, the budget, the discount on what employees add, the
 * switches, and each grade's package and price. The save names the version the form was filled from;
 * if someone saved meanwhile the server refuses it, and the form offers to read the settings again.
 */
export function SettingsPage() {
  const company = useCompany();
  const query = useOverview(company.id);
  // The version the form was filled from: a later read (the window regaining focus) does not overwrite
  // what is being typed; only a save or 重新读取设置 does.
  const [base, setBase] = useState<CompanyOverview | null>(null);
  if (base === null && query.data) setBase(query.data);
  const filled = base ?? query.data ?? null;

  let body: ReactNode;
  if (filled) {
    body = (
      <SettingsForm
        key={filled.version}
        overview={filled}
        onReloaded={setBase}
        reload={async () => (await query.refetch()).data}
      />
    );
  } else if (query.error) body = <LoadFailed error={query.error} onRetry={query.refetch} />;
  else
    body = (
      <div className="loading-text" role="status">
        {copy.common.loading}
      </div>
    );

  return (
    <section aria-label={text.title}>
      <PageTitle>{text.title}</PageTitle>
      {body}
    </section>
  );
}

interface SettingsFormProps {
  overview: CompanyOverview;
  onReloaded: (overview: CompanyOverview) => void;
  reload: () => Promise<CompanyOverview | undefined>;
}

function SettingsForm({ overview, onReloaded, reload }: SettingsFormProps) {
  const company = useCompany();
  const [form] = Form.useForm<SettingsValues>();
  const packages = useCentrePackages(company.sysCenterId);
  const save = useSaveSettings(company.id);
  const [refusal, setRefusal] = useState<{ message: string; stale: boolean } | null>(null);
  const [reloading, setReloading] = useState(false);

  const submit = (values: SettingsValues) => {
    setRefusal(null);
    save.mutate(
      { version: overview.version, settings: settingsOf(values) },
      {
        onSuccess: (saved) => {
          showSuccess(text.saved);
          onReloaded(saved);
        },
        onError: (error) =>
          setRefusal(
            isApiError(error)
              ? { message: error.message, stale: isStale(error) }
              : { message: copy.common.loadFailed, stale: false },
          ),
      },
    );
  };

  const readAgain = async () => {
    setReloading(true);
    try {
      const fresh = await reload();
      if (fresh) onReloaded(fresh);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Form<SettingsValues>
      form={form}
      layout="vertical"
      className="company-form"
      aria-label={text.title}
      initialValues={valuesOf(overview.settings)}
      onFinish={submit}
      scrollToFirstError
      disabled={save.isPending}
    >
      <Space wrap size="large" align="start">
        <Form.Item
          label={text.window}
          name="window"
          rules={[
            { required: true, message: text.windowRequired },
            {
              validator: async (_, value?: SettingsValues['window']) => {
                if (value?.[0] && value[1] && value[0].isAfter(value[1], 'day'))
                  throw new Error(messages.windowInvalid);
              },
            },
          ]}
        >
          <DatePicker.RangePicker
            allowClear={false}
            placeholder={[text.windowStart, text.windowEnd]}
            aria-label={text.window}
          />
        </Form.Item>
        <Form.Item
          label={text.dailyQuota}
          name="dailyQuota"
          rules={[
            { required: true, message: messages.quotaInvalid },
            { type: 'integer', min: 1, max: 1000, message: messages.quotaInvalid },
          ]}
        >
          <InputNumber
            aria-label={text.dailyQuota}
            min={1}
            max={1000}
            precision={0}
            suffix={text.dailyQuotaUnit}
          />
        </Form.Item>
        <Form.Item
          label={text.budget}
          name="budget"
          className="company-field"
          extra={text.budgetHint}
          rules={[
            { required: true, whitespace: true, message: messages.budgetInvalid },
            {
              validator: async (_, value?: string) => {
                const v = value?.trim() ?? '';
                if (v !== '' && !YUAN.test(v)) throw new Error(text.budgetInvalid);
              },
            },
          ]}
        >
          <Input aria-label={text.budget} inputMode="decimal" prefix="¥" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          label={text.discount}
          name="discountPercent"
          className="company-field"
          extra={text.discountHint}
          rules={[
            { required: true, message: messages.discountInvalid },
            { type: 'integer', min: 1, max: 100, message: messages.discountInvalid },
          ]}
        >
          <InputNumber aria-label={text.discount} min={1} max={100} precision={0} suffix="%" />
        </Form.Item>
      </Space>
      <Space wrap size="large">
        {(['showPrice', 'provideInvoice', 'allowFamily', 'questionnaire'] as const).map((key) => (
          <Form.Item key={key} label={text[key]} name={key} valuePropName="checked">
            <Switch aria-label={text[key]} />
          </Form.Item>
        ))}
      </Space>
      <h3>{text.grades}</h3>
      <p className="muted">{text.gradesHint}</p>
      {packages.error ? (
        <Alert
          type="warning"
          showIcon
          title={text.packagesFailed}
          action={<Button onClick={() => void packages.refetch()}>{copy.common.retry}</Button>}
        />
      ) : null}
      <GradesTable form={form} packages={packages.data ?? []} packagesLoading={packages.isPending} />
      {refusal ? (
        <Alert
          className="company-refusal"
          type="error"
          showIcon
          role="alert"
          title={refusal.message}
          action={
            refusal.stale ? (
              <Button onClick={() => void readAgain()} loading={reloading}>
                {text.reload}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      <div className="company-save">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {text.save}
        </Button>
      </div>
    </Form>
  );
}
