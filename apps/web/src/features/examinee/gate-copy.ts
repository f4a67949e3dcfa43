// The examinee form's words for the existing-order hint and the survey gate (spec 4 "Booking flow").
// Kept with the feature rather than in the shared copy, which ships with the first load.
export const gateCopy = {
  existingOrder: '该体检人在本中心已有未完成的体检订单，请勿重复预约',
  viewOrders: '查看订单',
  ok: '确定',
  // The survey gate's confirm dialog goes back (spec 2: 返回 / 确定).
  cancel: '返回',
  callCentre: '拨打电话',
} as const;
