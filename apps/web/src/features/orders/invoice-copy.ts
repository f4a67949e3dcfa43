// The Chinese texts of the e-invoice (issue 21, beyond the spec): the order page's section and the
// request form. The rules' own messages (title, tax number, refusals) come from the domain.
export const invoiceCopy = {
  section: '电子发票',
  apply: '申请电子发票',
  download: '下载电子发票',
  available: '本订单在线支付，可申请电子发票（PDF），开具后可随时下载。',
  amount: '开票金额',
  invoiceNo: '发票号码',
  issuedAt: '开票日期',
  titleType: '抬头类型',
  buyerName: '抬头名称',
  taxNumber: '纳税人识别号',
  seller: '开票方',
  amountInWords: '大写金额',
  form: {
    title: '申请电子发票',
    personal: '个人',
    company: '单位',
    namePlaceholder: { personal: '请输入个人姓名', company: '请输入单位名称' },
    taxPlaceholder: '请输入18位统一社会信用代码',
    note: '电子发票开具后抬头不能修改，请核对后提交；金额为在线实付金额扣除已退款部分。',
    submit: '提交申请',
    issued: '电子发票已开具',
    back: '返回订单',
  },
} as const;
