// The order's own Chinese messages; the spec's (codes -1/-2/-3, payment, cards) come from the domain.
export const OrderMessages = {
  notFound: '该订单不存在',
  priceChanged: '订单金额已变化，请返回重新确认',
  emptyPlan: '请先选择体检内容，再进行下一步',
  unknownPackage: '未找到该套餐',
  packageNotAtCentre: '该套餐不属于所选体检中心',
  questionnaireFirst: '请先完成个性化问卷',
  hospitalUnavailable: '该中心暂不支持医院支付，请选择在线支付',
  onlinePaymentOff: '暂不支持在线支付，请选择医院支付',
  walletNeedsOnline: '医院支付不能使用电子体检卡和电子券，请重新选择',
  quickPaysAtCentre: '快速预约仅支持医院支付',
  unknownService: '所选专属服务不存在',
  cardUnavailable: '所选体检卡不可用，请重新选择',
  couponNeedsItem: (item: string) => `该电子券需搭配“${item}”使用，请先添加该项目`,
  invoiceNotOffered: '该中心暂不提供纸质发票',
  invoiceCompany: '请填写单位名称',
  invoiceConsignee: '请填写收件人',
  invoiceAddress: '请填写邮寄地址',
  existing: (date: string) => `该体检人在本中心已有${date}的体检订单尚未完成，请勿重复预约`,
  /** another account's order: its date is theirs to tell */
  existingElsewhere: '该体检人在本中心已有尚未完成的体检订单，请勿重复预约',
} as const;
