// The console's doctor review (医生审核): whether a centre's bookings wait for a doctor, switched by its
// manager. The queue itself is the centre's order list filtered to 待审核 (operatorListOrders with
// status order_pending and no date), decided with operatorDecideReview.
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { centreId } from '../fields.ts';

const reviewSetting = z.object({
  sysCenterId: z.string(),
  /** bookings made from now on wait for a doctor's review */
  on: z.boolean(),
  /** 1: every booking; 2: a package booked as it is (nothing chosen on top) needs no review */
  type: z.literal([1, 2]),
});

export const operatorReviewSetting = endpoint({
  id: 'operatorReviewSetting',
  method: 'GET',
  path: '/operator/centre/review.json',
  tag: 'operator',
  summary: '中心是否开启医生审核及审核范围（前台、医生、管理员）',
  auth: 'operator',
  query: z.object({ sysCenterId: centreId }),
  data: reviewSetting,
});

export const operatorSetReviewSetting = endpoint({
  id: 'operatorSetReviewSetting',
  method: 'POST',
  path: '/operator/centre/review/set.json',
  tag: 'operator',
  summary: '开启或关闭本中心的医生审核（管理员）；只影响此后的预约，已在待审核的订单仍由医生审核',
  auth: 'operator',
  body: z.object({
    sysCenterId: centreId,
    on: z.boolean({ error: '请选择开启或关闭' }),
    type: z.literal([1, 2], { error: '审核范围不正确' }).optional(),
  }),
  data: reviewSetting,
});

export type ReviewSetting = z.output<typeof reviewSetting>;
