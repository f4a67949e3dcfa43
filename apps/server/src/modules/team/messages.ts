// The team module's own words (the contract's TeamMessages and CompanyMessages hold the wire's).
export const TeamServerMessages = {
  memberNotFound: '未找到该团检名额',
  companyNotFound: '单位不存在',
  noGradePackage: '您的职级尚未设置体检套餐，请联系单位HR',
  topicUnknown: '所选专项套餐不存在',
  extraUnknown: '所选加项不存在',
  windowOver: '单位体检时间已结束，请联系单位HR',
  notPayable: '该支付方式暂不可用，请选择其他支付方式',
  questionnaireFirst: '请先完成健康问卷',
  invoiceNotOffered: '单位未开通团检发票，如需发票请联系单位HR',
  invoiceNothingPaid: '本次体检费用由单位支付，无需个人发票',
  teamOrderFixed: '团检订单不能改期或修改项目，如需调整请取消后重新预约',
} as const;
