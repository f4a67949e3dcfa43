// This feature's page copy, kept with the feature so that the entry chunk carries none of it. What
// the shell and the shared components say stays in @/shared/lib/copy.ts.
import { copy as shared } from '@/shared/lib/copy.ts';

export { examineeFieldsCopy as examinee } from '@/features/draft/index.ts';
export { orderCopy as order } from '@/features/order/index.ts';

export const common = shared.common;

export const shortcut = {
  title: '快速预约',
  who: '为谁预约',
  self: '本人',
  other: '他人',
  date: '体检日期',
  datePlaceholder: '请选择体检日期',
  next: '下一步',
  noCentre: '请先选择体检中心',
  chooseCentre: '选择体检中心',
  planTitle: '选择体检方案',
  submit: '确认预约',
  noForm: '请先填写快速预约信息',
  toForm: '去填写',
  successTitle: '预约成功',
  successHint: '您的快速预约已提交，请按预约时间到院体检并在医院支付',
  toOrder: '查看订单',
} as const;
