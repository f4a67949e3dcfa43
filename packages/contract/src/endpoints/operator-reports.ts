// The console's report entry (报告): what to fill in for an examined order (its items, and for each
// the indicators with their reference ranges, or the finding to describe), and a preview of the
// abnormal marks the server will compute at publishing (operatorPublishReport), by the same rule.
// The list of orders waiting for a report is the centre's order list filtered to 待分析报告
// (operatorListOrders with status order_analysis_report and no date).
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { orderStatus } from './order-progress.ts';
import { operatorPublishReport } from './reports.ts';

const section = z.enum(['general', 'laboratory', 'imaging']);
const orderId = operatorPublishReport.body.shape.orderId;

const templateIndicator = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  section,
  groupName: z.string(),
  /** the range the person's result is read against (women's where it differs) */
  refLow: z.number().nullable(),
  refHigh: z.number().nullable(),
  refText: z.string(),
});

export const operatorReportForm = endpoint({
  id: 'operatorReportForm',
  method: 'GET',
  path: '/operator/reports/form.json',
  tag: 'operator',
  summary:
    '报告录入表（医生、管理员）：待分析报告订单的体检项目，每项需录入的指标（编号、名称、单位、参考范围）或需描述的检查所见',
  auth: 'operator',
  query: z.object({ orderId }),
  data: z.object({
    order: z.object({
      id: z.number().int(),
      orderNo: z.string(),
      name: z.string(),
      sexCode: z.enum(['male', 'female']),
      age: z.number().int(),
      examDate: z.string(),
      packageName: z.string().nullable(),
      status: orderStatus,
      statusName: z.string(),
    }),
    items: z.array(
      z.object({
        projectId: z.string(),
        item: z.string(),
        /** empty for an item described as a finding, or whose indicators an earlier item lists */
        results: z.array(templateIndicator),
        finding: z.object({ section, item: z.string() }).nullable(),
      }),
    ),
  }),
});

export const operatorPreviewReport = endpoint({
  id: 'operatorPreviewReport',
  method: 'POST',
  path: '/operator/reports/preview.json',
  tag: 'operator',
  summary:
    '预览异常标记（医生、管理员）：按发布时的同一规则，从参考范围算出每项结果的标记（H偏高、L偏低、A异常），不保存',
  auth: 'operator',
  body: operatorPublishReport.body.pick({ orderId: true, results: true, findings: true }),
  data: z.object({
    results: z.array(z.object({ code: z.string(), flag: z.enum(['H', 'L', 'A', '']) })),
    abnormalCount: z.number().int(),
  }),
});

export type ReportForm = DataOf<typeof operatorReportForm>;
export type ReportFlagsPreview = DataOf<typeof operatorPreviewReport>;
