// The names of who-is-examined's fields, as the examinee form and the quick appointment's form ask
// for them. Kept apart from the draft's state so that only the forms' chunks carry it.
export const examineeFields = {
  callName: '姓名',
  idCardNo: '身份证号',
  boCellPhoneNo: '手机号',
  sexCode: '性别',
  age: '年龄',
  marryStateCode: '婚姻状况',
  folkId: '民族',
  height: '身高(cm)',
  weight: '体重(kg)',
  relationCode: '与本人关系',
  placeholders: {
    callName: '请输入体检人姓名',
    idCardNo: '请输入身份证号',
    boCellPhoneNo: '请输入手机号码',
    age: '请输入年龄',
    height: '请输入身高',
    weight: '请输入体重',
    folkId: '请选择民族',
    relationCode: '请选择与本人关系',
  },
} as const;
