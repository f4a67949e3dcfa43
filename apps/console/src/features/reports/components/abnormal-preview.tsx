import { Form, type FormInstance } from 'antd';
import '@/shared/ui/page.css';
import { reportsCopy as text } from '../copy.ts';
import { previewAbnormalCount, type ReportFormValues } from '../lib/report-form.ts';

/** How many abnormal items the report will have, as the server will count them; renders alone as the form changes. */
export function AbnormalPreview({ form }: { form: FormInstance<ReportFormValues> }) {
  const results = Form.useWatch('results', form);
  const findings = Form.useWatch('findings', form);
  const abnormal = previewAbnormalCount({ results, findings });
  return (
    <span className={abnormal > 0 ? 'danger' : 'muted'} role="status">
      {text.abnormalPreview(abnormal)}
    </span>
  );
}
