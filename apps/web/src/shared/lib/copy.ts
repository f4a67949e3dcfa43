// What the shell and the shared components say, in one typed place, the way antd-mobile keeps its zh-CN
// locale. Each feature keeps its pages' copy in features/<name>/copy.ts, so the first chunk carries no
// screen's text but its own. Rule messages (validation, error catalogue) live with their rules in
// @tijian/domain.
export const copy = {
  common: {
    back: '返回',
    home: '返回首页',
    confirm: '确定',
    cancel: '取消',
    next: '下一步',
    save: '保存',
    saved: '保存成功',
    notSet: '未设置',
    retry: '重试',
  },
  tabs: { label: '底部导航', home: '首页', order: '订单', personage: '我的' },
  menu: {
    open: '打开菜单',
    title: '快捷菜单',
    site: '微官网',
    booking: '体检预约',
    disease: '专病专栏',
    orders: '我的订单',
    report: '体检报告',
    health: '健康评估',
    online: '在线沟通',
    consult: '咨询',
    personage: '个人中心',
  },
  miniProgramBack: '返回上一页',
  routeError: '页面加载失败',
  underDevelopment: { hint: '该功能即将上线，敬请期待' },
  location: {
    denied: '定位失败,请允许当前应用访问您的地理位置!',
    unsupported: '您的设备暂不支持GPS定位!',
  },
  emptyList: { switchCity: '切换城市' },
  list: { pulling: '下拉刷新', canRelease: '释放立即刷新', refreshed: '刷新成功', noMore: '没有更多了' },
  loadFailed: '加载失败，请检查网络后重试',
  picker: { title: '选择体检中心', close: '关闭', cities: '城市', centres: '体检中心' },
  elder: {
    switchLabel: '长辈模式',
    onHint: '已开启：大字、大按钮、只选套餐',
    offHint: '开启后字更大、按钮更大、步骤更少',
  },
} as const;
