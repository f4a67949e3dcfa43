import { Button, Descriptions, Divider, Form, Modal, Result, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { type OperatorOrder, orderCopy, useOrders } from '@/features/orders/index.ts';
import { copy } from '@/shared/lib/copy.ts';
import { useCentre } from '@/shared/session/centre-context.tsx';
import { showSuccess } from '@/shared/ui/feedback.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import '@/shared/ui/page.css';
import { usePublishReport } from '../api/publish-report.ts';
import { AbnormalPreview } from '../components/abnormal-preview.tsx';
import { CsvImport } from '../components/csv-import.tsx';
import { FindingsTable } from '../components/findings-table.tsx';
import { LinesField } from '../components/lines-field.tsx';
import { ResultsTable } from '../components/results-table.tsx';
import { reportsCopy as text } from '../copy.ts';
import { inputOf, publishBodyOf, type ReportFormValues } from '../lib/report-form.ts';
import { REPORT_QUEUE } from '../lib/report-queue.ts';
import './report-form-page.css';

/** One order's report: found in the centre's queue, so an order no longer waiting cannot be written over. */
export function ReportFormPage() {
  const { centreId } = useCentre();
  const { orderId } = useParams();
  const navigate = useNavigate();
  const query = useOrders(centreId, REPORT_QUEUE);
  if (query.error && !query.data) return <LoadFailed error={query.error} onRetry={query.refetch} />;
  if (!query.data)
    return (
      <div className="loading-text" role="status">
        {copy.common.loading}
      </div>
    );
  const order = query.data.list.find((o) => String(o.id) === orderId);
  if (!order)
    return (
      <Result
        status="warning"
        title={text.notWaiting}
        extra={<Button onClick={() => navigate('/reports')}>{text.back}</Button>}
      />
    );
  return <ReportForm key={order.id} order={order} centreId={centreId} />;
}

function ReportForm({ order, centreId }: { order: OperatorOrder; centreId: string }) {
  const [form] = Form.useForm<ReportFormValues>();
  const [modal, modalHolder] = Modal.useModal();
  const navigate = useNavigate();
  const publish = usePublishReport(centreId);

  const submit = (validated: ReportFormValues) =>
    modal.confirm({
      title: text.publish,
      content: text.publishConfirm,
      okText: text.publish,
      onOk: () =>
        publish.mutateAsync(publishBodyOf(order.id, validated)).then(
          (report) => {
            showSuccess(text.published(report.reportNo, report.abnormalCount));
            navigate('/reports');
          },
          () => undefined,
        ),
    });

  return (
    <section aria-label={text.formTitle(order.name, order.orderNo)}>
      {modalHolder}
      <Space className="report-head" wrap>
        <Button onClick={() => navigate('/reports')}>{text.back}</Button>
        <h2 className="page-title report-title">{text.formTitle(order.name, order.orderNo)}</h2>
      </Space>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} className="report-order">
        <Descriptions.Item label={orderCopy.sexAge}>
          {orderCopy.sex[order.sexCode]} {orderCopy.age(order.age)}
        </Descriptions.Item>
        <Descriptions.Item label={orderCopy.date}>{order.boExaminationDate}</Descriptions.Item>
        <Descriptions.Item label={orderCopy.package}>
          {order.packageName ?? orderCopy.custom}
        </Descriptions.Item>
      </Descriptions>
      <Form<ReportFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        scrollToFirstError
        initialValues={{ conclusions: [''], advice: [], results: [], findings: [] }}
      >
        <LinesField
          name="conclusions"
          label={text.conclusions}
          itemLabel={text.conclusion}
          addLabel={text.addConclusion}
          requiredMessage={text.conclusionRequired}
          atLeastOne
        />
        <LinesField
          name="advice"
          label={text.advice}
          itemLabel={text.adviceItem}
          addLabel={text.addAdvice}
          requiredMessage={text.adviceRequired}
        />
        <Divider titlePlacement="start">{text.results}</Divider>
        <CsvImport
          onImport={(rows) => {
            form.setFieldValue('results', rows.map(inputOf));
            showSuccess(text.imported(rows.length));
          }}
        />
        <ResultsTable form={form} />
        <Divider titlePlacement="start">{text.findings}</Divider>
        <FindingsTable />
        <Divider />
        <Space size="large" wrap>
          <AbnormalPreview form={form} />
          <Button type="primary" htmlType="submit" loading={publish.isPending}>
            {text.publish}
          </Button>
        </Space>
      </Form>
    </section>
  );
}
