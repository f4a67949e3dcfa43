// The shapes that recur across the API, under the names a partner's generated client gives them: the
// OpenAPI document lists each once in components.schemas and points at it with $ref. Named here rather
// than in the endpoint files so a name is one line and the schemas stay plain zod.
import { z } from 'zod';
import * as auth from './endpoints/auth.ts';
import * as catalogue from './endpoints/catalogue.ts';
import * as centres from './endpoints/centres.ts';
import * as content from './endpoints/content.ts';
import * as examinee from './endpoints/examinee.ts';
import * as operatorOrders from './endpoints/operator-orders.ts';
import * as orderList from './endpoints/order-list.ts';
import * as orderPlan from './endpoints/order-plan.ts';
import * as orderProgress from './endpoints/order-progress.ts';
import * as orders from './endpoints/orders.ts';
import * as payments from './endpoints/payments.ts';
import * as refunds from './endpoints/refunds.ts';
import * as reports from './endpoints/reports.ts';
import * as schedule from './endpoints/schedule.ts';
import * as users from './endpoints/users.ts';
import { failEnvelope } from './envelope.ts';
import { orderAnswerCodes } from './error-catalogue.ts';
import { flag, orderAnswerCode } from './fields.ts';

export interface SchemaName {
  /** The component's name: stable, a partner's code refers to it. */
  id: string;
  description?: string;
}

/** Read by the OpenAPI generator as zod's metadata registry: a schema with an id becomes a component. */
export const namedSchemas = z.registry<SchemaName>();
/** The same names, to find a schema by its name. */
export const schemaByName = new Map<string, z.ZodType>();

function name(schema: z.ZodType, id: string, description?: string) {
  if (schemaByName.has(id)) throw new Error(`two schemas are named ${id}`);
  namedSchemas.add(schema, description ? { id, description } : { id });
  schemaByName.set(id, schema);
}

name(
  failEnvelope,
  'FailEnvelope',
  '失败的应答：error_code 为错误编码（见各操作的说明），error 为可直接展示的中文说明，data 为 null',
);
name(catalogue.money, 'Fen', '金额：整数分（1 元 = 100 分）');
name(flag, 'Flag', '标志：1 是，0 否');

name(auth.loginResult, 'LoginResult', '登录结果；token 与 clientId 也在应答顶层');
name(users.userProfile, 'UserProfile', '本人资料');

name(centres.centre, 'Centre', '体检中心');
name(centres.centreSummary, 'CentreSummary', '列表中的体检中心');
name(centres.city, 'City', '城市及其体检中心');

name(catalogue.project, 'Project', '体检项目');
name(catalogue.projectClass, 'ProjectClass', '项目分类');
name(catalogue.material, 'Material', '耗材');
name(catalogue.pricingRule, 'PricingRule', '组合定价规则');
name(catalogue.upgradeRule, 'UpgradeRule', '升级规则');
name(catalogue.packageProject, 'PackageProject', '套餐中的项目及可替换差价');
name(catalogue.productSummary, 'ProductSummary', '列表中的套餐');
name(catalogue.product, 'Product', '套餐详情');
name(catalogue.checkType, 'CheckType', '体检类型');

name(content.banner, 'Banner', '首页轮播图');
name(content.articleSummary, 'ArticleSummary', '列表中的资讯');
name(content.article, 'Article', '资讯详情');
name(content.articlePage, 'ArticlePage', '资讯的一页');

name(examinee.optionItem, 'OptionItem', '选项列表的一项');
name(examinee.familyMember, 'FamilyMember', '家庭成员（体检人）');

name(orders.examCard, 'ExamCard', '电子体检卡');
name(orders.coupon, 'Coupon', '电子券');
name(orders.exclusiveService, 'ExclusiveService', '专属（增值）服务');
name(orders.orderLine, 'OrderLine', '订单中的一项');
name(orders.orderDetail, 'OrderDetail', '订单详情');
name(
  orderAnswerCode,
  'OrderAnswerCode',
  `下单与改期的业务结果：${orderAnswerCodes.map((c) => `${c.code} ${c.meaning}`).join('；')}`,
);
name(orderProgress.orderStatus, 'OrderStatus', '订单状态');
name(orderProgress.orderCheckIn, 'OrderCheckIn', '到检码');
name(orderProgress.orderReview, 'OrderReview', '医生审核');
name(orderProgress.orderHistoryEntry, 'OrderHistoryEntry', '订单状态变更记录');
name(orderPlan.orderPlan, 'OrderPlan', '订单的体检方案（项目选择）');
name(orderPlan.rescheduleInfo, 'RescheduleInfo', '改期规则及本单是否可改期');
name(orderList.orderSummary, 'OrderSummary', '列表中的订单');
name(orderList.orderPage, 'OrderPage', '订单列表的一页');

name(payments.payment, 'Payment', '一次在线支付');
name(refunds.refundQuote, 'RefundQuote', '可退金额与退款说明');
name(refunds.refundDetail, 'RefundDetail', '退款详情及进度');

name(reports.reportSummary, 'ReportSummary', '列表中的体检报告');
name(reports.reportDetail, 'ReportDetail', '体检报告详情');
name(reports.reportRead, 'ReportRead', '一次查阅报告的记录');
name(reports.reportShare, 'ReportShare', '凭本账号手机号获得的报告查看授权');

name(schedule.bookableDay, 'BookableDay', '某天能否预约');
name(schedule.timeSlot, 'TimeSlot', '时段及余量');

name(operatorOrders.operatorOrder, 'OperatorOrder', '中心工作人员看到的订单');
