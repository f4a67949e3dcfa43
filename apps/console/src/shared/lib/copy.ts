// What the shell, the sign-in page and the shared widgets say, in one typed place (the way antd keeps
// its zh_CN locale). Each feature keeps its pages' copy in features/<name>/copy.ts, so the first load
// carries no screen's text but its own. The server's refusals are shown in its own words.
export const copy = {
  appName: '体检中心工作台',
  common: {
    loading: '加载中…',
    retry: '重试',
    cancel: '取消',
    loadFailed: '加载失败，请检查网络后重试',
    empty: '暂无数据',
    routeError: '页面加载失败，请刷新后重试',
    reload: '刷新页面',
  },
  signIn: {
    title: '工作人员登录',
    username: '账号',
    usernamePlaceholder: '请输入账号',
    usernameRequired: '请输入账号',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    passwordRequired: '请输入密码',
    submit: '登录',
    expired: '登录已过期，请重新登录',
    noCentre: '该账号尚未分配体检中心，请联系管理员',
  },
  shell: {
    signOut: '退出登录',
    centre: '体检中心',
    roles: { desk: '前台', doctor: '医生', manager: '管理员' },
    menuLabel: '功能导航',
    notAllowed: '当前体检中心的角色不能使用该功能',
    notFound: '页面不存在',
    toHome: '返回首页',
  },
  nav: {
    bookings: '今日预约',
    capacity: '排班容量',
    review: '医生审核',
    reports: '报告',
    refunds: '退款',
    audit: '审计日志',
  },
  underDevelopment: { title: '正在开发中', hint: '该功能即将上线，敬请期待' },
} as const;
