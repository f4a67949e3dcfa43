// This feature's page copy, kept with the feature so that the entry chunk carries none of it. What
// the shell and the shared components say stays in @/shared/lib/copy.ts.
import { copy as shared } from '@/shared/lib/copy.ts';

export const common = shared.common;

export const personage = {
  waitlist: '我的候补',
  noCallName: '未设置称呼',
  logout: '退出登录',
  logoutConfirm: '确定要退出登录吗？',
  // Issue 24: booking for a parent without a smartphone, with their consent by a code to their phone.
  parentConsent: '代家人预约',
  tiles: {
    consultRecord: '咨询记录',
    healthCard: '健康卡',
    teamOrder: '团检订单',
    medicalCard: '就诊卡',
    coupon: '电子券',
    assessment: '我的评估',
    purchase: '购买记录',
    family: '家庭成员',
    about: '关于我们',
  },
} as const;

export const notices = {
  entry: '消息提醒',
  header: '选择要接收的提醒',
  channels:
    '提醒发送到预约时填写的体检人手机号；通过微信登录并订阅了通知的账号，优先以微信消息提醒。验证码短信不受此设置影响。',
  turnedOn: '已开启',
  turnedOff: '已关闭',
} as const;

export const profile = {
  callName: '称呼',
  name: '姓名',
  mobilePhone: '手机号',
  idCardNo: '身份证号',
  sexCode: '性别',
  age: '年龄',
  marryStateCode: '婚姻状况',
  folkId: '民族',
  height: '身高',
  weight: '体重',
  heightUnit: 'cm',
  weightUnit: 'kg',
  edit: '编辑资料',
  changePassword: '修改密码',
  placeholders: {
    callName: '请输入称呼',
    name: '请输入姓名',
    idCardNo: '请输入身份证号',
    age: '请输入年龄',
    height: '请输入身高(cm)',
    weight: '请输入体重(kg)',
    folkId: '请选择民族',
  },
  fromIdCard: '已根据身份证号自动填写',
} as const;

export const password = {
  oldPlaceholder: '请输入原密码',
  noPassword: '您还未设置登录密码',
  noPasswordHint: '设置密码后可使用手机号和密码登录',
  newPlaceholder: '请输入新密码',
  confirmPlaceholder: '请再次输入新密码',
  rule: '密码为6-20位字母、数字或符号',
  submit: '确定',
  succeed: '密码修改成功',
  toPersonage: '返回个人中心',
  restart: '请先验证原密码',
} as const;
