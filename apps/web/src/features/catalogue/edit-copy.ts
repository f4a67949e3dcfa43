// The Chinese texts of confirm-items in edit mode (changing the items of a booked order).
import { type Fen, formatYuan } from '@tijian/domain';

export const editCopy = {
  save: '保存修改',
  noOrder: '没有找到该订单',
  notEditable: '该订单当前不能修改项目',
  // Spec 8 writes this price with the full-width ￥, not the ¥ of the amounts on screen.
  priceChanged: (price: Fen) =>
    `根据所选的项目，重新计算了体检的耗材，最终核实价格为${formatYuan(price).replace('¥', '￥')}！`,
  saved: '项目修改成功',
} as const;
