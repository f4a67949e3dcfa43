// This feature's page copy, kept with the feature so that the entry chunk carries none of it. What
// the shell and the shared components say stays in @/shared/lib/copy.ts.
export { personageCopy as personage } from '@/features/account/index.ts';
export { productsCopy as products } from '@/features/catalogue/index.ts';

import { examineeFieldsCopy as examineeFields } from '@/features/draft/index.ts';

export const examinee = {
  whoLabel: '为谁预约',
  self: '本人',
  other: '他人',
  fromFamily: '从家庭成员选择',
  familyTitle: '选择家庭成员',
  noFamily: '还没有家庭成员',
  addFamily: '添加家庭成员',
  ...examineeFields,
  fromIdCard: '已根据身份证号自动填写',
  next: '下一步',
  hintTitle: '温馨提示',
  bodyMissing: '为了给您推荐更合适的体检项目，强烈建议您完善身高和体重信息',
  ignore: '忽略',
  complete: '去完善',
  sexMismatch: '套餐适用性别与体检人性别不一致，请核实',
  reselectPackage: '重新选择套餐',
  editInfo: '修改信息',
  noSelfChosen: '该中心暂未开通自选项目，是否继续选择其他体检中心？',
  viewPackages: '查看套餐',
  otherCentre: '选择其他中心',
  noPackage: '该套餐不存在或已下架',
  familyEmpty: '还没有添加家庭成员',
  familyAdd: '添加成员',
  familyEdit: '编辑',
  familyDelete: '删除',
  familyDeleteAsk: (name: string) => `确定删除家庭成员【${name}】吗？`,
  familyDeleted: '已删除',
  familySave: '保存',
  familySaved: '保存成功',
  memberLine: (relation: string, sex: string, age: number) => `${relation} · ${sex} · ${age}岁`,
  sex: { male: '男', female: '女' },
} as const;
