// Every text a field rule can show (spec 5), so web and server word the same failure the same way.
// Texts the spec gives are verbatim; the few prompts it leaves open ('请输入…') are kept as shipped.

export const RuleMessages = {
  // Generic rules, first input style.
  required: (label?: string): string => (label ? `${label}不能为空` : '当前输入框不能为空'),
  notBlank: '不能为空!',
  pattern: '您输入的值不符合规则!',
  integerRange: (min: number, max: number): string => `请输入${min}-${max}之间的整数`,
  decimalRange: (min: number, max: number): string => `请输入${min}-${max}之间的数值`,
  between: (min: number, max: number): string => `数值必须在 ${min} - ${max}范围内!`,
  componentRange: (start: number, end: number): string => `输入值不能超过${start}-${end}范围`,
  minLength: (min: number): string => `不能少于${min}个字符`,
  maxLength: (max: number): string => `不能大于${max}个字符`,

  // Second input style (the examinee forms).
  requiredField: '此处为必填项',
  badFormat: '填写的格式不正确',
  ageRange: (min: number, max: number): string => `年龄需要在${min}-${max}之间`,
  heightRange: (min: number, max: number): string => `身高必须在${min}-${max}之间`,
  weightRange: (min: number, max: number): string => `体重必须在${min}-${max}之间`,

  // Examinee.
  examineeNameRequired: '请输入体检人姓名',
  chineseOrLatinName: '姓名必须为全中文或者全英文',
  chineseDigitsOrLatinName: '用户名格式为中文+数字或者纯英文',
  integerOnly: '请输入整数',
  oneDecimalAtMost: '请输入整数或最多一位小数',
  callNameRequired: '请输入称呼',
  idCardRequired: '请输入身份证号',
  idCardInvalid: '身份证不合法!',
  idCardFormat: '身份证格式有误',
  sexRequired: '请选择性别',
  marryStateRequired: '请选择婚姻状况',
  folkRequired: '请选择民族',
  relationRequired: '请选择与本人关系',

  // Login.
  phoneRequired: '请输入手机号码',
  phoneFormat: '手机号码格式不正确',
  smsCodeRequired: '请输入短信验证码',
  smsCodeFormat: '短信验证码格式不正确',
  passwordRequired: '请输入密码',
  passwordLength: '密码长度不正确',
  passwordMismatch: '两次输入的密码不一致',
  imageCodeRequired: '请输入图形验证码',
  imageCodeFormat: '图形验证码格式不正确',
} as const;
