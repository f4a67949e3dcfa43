// The person's orders after booking (issue 11 "Orders"): the list by tab, and cancelling an unpaid
// order. The detail itself is orders.getOrder.
import { ORDER_LIST_TAB_KEYS, type OrderListTab } from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { wholeNumber } from '../fields.ts';
import { orderActions } from './order-progress.ts';
import { orderDetail, orderHead, orderId } from './orders.ts';

export const ORDER_PAGE_SIZE = 10;
export const MAX_ORDER_PAGE_SIZE = 50;

export const orderSummary = orderHead.extend({
  sysCenterName: z.string(),
  /** booked items, without consumables and services */
  itemCount: z.number().int(),
  createdAt: z.string(),
  actions: orderActions,
});

export const orderPage = z.object({
  list: z.array(orderSummary),
  total: z.number().int(),
  paginationNo: z.number().int(),
  hasMore: z.boolean(),
});

export const listOrders = endpoint({
  id: 'listOrders',
  method: 'GET',
  path: '/individuation-service/order/listOrder',
  tag: 'orders',
  summary: '本人的订单列表（按标签分页，最新在前；type=2 团检订单暂无）',
  auth: true,
  query: z.object({
    /** 1: the person's own bookings; 2: company (team) orders, which do not exist yet */
    type: z.enum(['1', '2'], { error: '订单类型不正确' }).default('1'),
    tab: z
      .enum(ORDER_LIST_TAB_KEYS as unknown as [OrderListTab, ...OrderListTab[]], { error: '订单分类不正确' })
      .default('all'),
    paginationNo: wholeNumber('页码应为大于0的整数', 1, 100_000).default(1),
    paginationSize: wholeNumber(`每页条数应在1到${MAX_ORDER_PAGE_SIZE}之间`, 1, MAX_ORDER_PAGE_SIZE).default(
      ORDER_PAGE_SIZE,
    ),
  }),
  data: orderPage,
});

export const cancelOrder = endpoint({
  id: 'cancelOrder',
  method: 'POST',
  path: '/wx/order/cancel.json',
  tag: 'orders',
  summary: '取消未支付的订单：释放名额、项目余量、专属服务，退回电子券和体检卡扣款',
  auth: true,
  body: z.object({ orderId }),
  data: orderDetail,
});

export type OrderSummary = z.output<typeof orderSummary>;
export type OrderPage = DataOf<typeof listOrders>;
