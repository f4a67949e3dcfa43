// The Chinese texts of the person form that health cards (registering, buying) show.
export const holderForm = {
  who: '持卡人',
  self: '本人',
  family: '家人',
  other: '其他人',
  familyTitle: '选择家庭成员',
  noFamily: '还没有家庭成员',
  name: '姓名',
  namePlaceholder: '请输入持卡人姓名',
  idCard: '身份证号',
  idCardPlaceholder: '请输入持卡人身份证号',
  phone: '手机号',
  phonePlaceholder: '请输入持卡人手机号',
  marriage: '婚姻状况',
  married: '已婚',
  unmarried: '未婚',
} as const;
