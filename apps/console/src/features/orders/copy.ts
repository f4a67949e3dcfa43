// What the order tables of every screen say (bookings, review, reports).
export const orderCopy = {
  time: '时段',
  name: '姓名',
  sexAge: '性别/年龄',
  sex: { male: '男', female: '女' },
  age: (age: number) => `${age}岁`,
  phone: '手机号',
  idCard: '证件号',
  package: '套餐',
  custom: '自选项目',
  orderNo: '订单号',
  date: '体检日期',
  status: '状态',
  actions: '操作',
  checkedIn: '已签到',
  total: (shown: number, total: number) =>
    shown === total ? `共 ${total} 单` : `共 ${total} 单，显示前 ${shown} 单`,
} as const;
