// Electronic invoices (issue 21, beyond the spec): who the invoice is made out to (the buyer's
// title), what it covers, and the amount in Chinese capitals as a 发票 writes it. The web form checks
// the title as the person types, the server checks it again before it issues anything.
import { type Fen, fen } from '../money.ts';
import { charLength, textOf } from '../validators/generic.ts';

/** 个人 (a person's name) or 单位 (a company's name and its taxpayer number). */
export type InvoiceTitleType = 'personal' | 'company';

export const INVOICE_TITLE_TYPE_NAMES: Record<InvoiceTitleType, string> = {
  personal: '个人',
  company: '单位',
};

/** The longest buyer name, in characters. */
export const INVOICE_NAME_MAX = 50;

export const InvoiceMessages = {
  personalName: '请填写抬头名称（个人姓名）',
  companyName: '请填写单位名称',
  nameTooLong: `抬头名称最多${INVOICE_NAME_MAX}个字`,
  taxNumberRequired: '请填写纳税人识别号',
  taxNumberLength: '纳税人识别号应为18位统一社会信用代码',
  taxNumberChars: '纳税人识别号只能包含数字和大写字母（不含I、O、Z、S、V）',
  taxNumberChecksum: '纳税人识别号校验位不正确，请核对',
  notPaidOnline: '该订单未在线支付，不能开具电子发票',
  fullyRefunded: '该订单已全额退款，不能开具电子发票',
  centreWithout: '该体检中心暂不提供电子发票，请到体检中心开具纸质发票',
  notFound: '该电子发票不存在',
} as const;

/** The 31 characters of a 统一社会信用代码 (GB 32100-2015), by their value. */
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** The check character of the first 17 characters of a credit code (31 − sum mod 31; 31 is 0). */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CODE_CHARS.indexOf(first17[i]!) * WEIGHTS[i]!;
  return CODE_CHARS[(31 - (sum % 31)) % 31]!;
}

/**
 * The taxpayer number (纳税人识别号) of a company: the 18-character unified social credit code with
 * its check character. Lower-case letters are read as upper case (what the person typed on a phone).
 * Null when valid, otherwise the message to show.
 */
export function taxNumberError(value: string | null | undefined): string | null {
  const code = textOf(value).toUpperCase();
  if (code === '') return InvoiceMessages.taxNumberRequired;
  if (code.length !== 18) return InvoiceMessages.taxNumberLength;
  for (const c of code) if (!CODE_CHARS.includes(c)) return InvoiceMessages.taxNumberChars;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17] ? null : InvoiceMessages.taxNumberChecksum;
}

export interface InvoiceTitle {
  titleType: InvoiceTitleType;
  name: string;
  /** a company's; empty for a person */
  taxNumber: string;
}

export type InvoiceTitleErrors = Partial<Record<'name' | 'taxNumber', string>>;

/** Each invalid field's message (empty when the title may be issued to). */
export function invoiceTitleErrors(title: InvoiceTitle): InvoiceTitleErrors {
  const errors: InvoiceTitleErrors = {};
  const name = textOf(title.name);
  if (name === '')
    errors.name = title.titleType === 'company' ? InvoiceMessages.companyName : InvoiceMessages.personalName;
  else if (charLength(name) > INVOICE_NAME_MAX) errors.name = InvoiceMessages.nameTooLong;
  if (title.titleType === 'company') {
    const tax = taxNumberError(title.taxNumber);
    if (tax !== null) errors.taxNumber = tax;
  }
  return errors;
}

/** The first message of an invalid title, in the form's order; null when it is valid. */
export function invoiceTitleError(title: InvoiceTitle): string | null {
  const errors = invoiceTitleErrors(title);
  return errors.name ?? errors.taxNumber ?? null;
}

/** The title as it is issued: trimmed, the tax number in upper case, none for a person. */
export function normalInvoiceTitle(title: InvoiceTitle): InvoiceTitle {
  return {
    titleType: title.titleType,
    name: textOf(title.name),
    taxNumber: title.titleType === 'company' ? textOf(title.taxNumber).toUpperCase() : '',
  };
}

/** Why an order has no e-invoice to ask for, or null when it may have one. */
export type InvoiceRefusal = 'notPaidOnline' | 'fullyRefunded' | 'centreWithout';

/**
 * What an e-invoice of an order covers: what was paid online less what was refunded (cards and
 * coupons are not money paid to the centre; an order paid at the centre gets the centre's paper
 * invoice). Null when nothing is left to invoice, with the reason.
 */
export function invoiceAmount(input: {
  paidOnline: Fen;
  refunded: Fen;
}): { amount: Fen; refusal: null } | { amount: null; refusal: 'notPaidOnline' | 'fullyRefunded' } {
  if (input.paidOnline <= 0) return { amount: null, refusal: 'notPaidOnline' };
  const left = input.paidOnline - input.refunded;
  if (left <= 0) return { amount: null, refusal: 'fullyRefunded' };
  return { amount: fen(left), refusal: null };
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL_UNITS = ['', '拾', '佰', '仟'] as const;
const BIG_UNITS = ['', '万', '亿', '万亿'] as const;

/** A group of up to four digits in capitals, without leading 零 (the caller places those). */
function groupText(n: number): string {
  let text = '';
  let zero = false;
  for (let i = 3; i >= 0; i--) {
    const d = Math.floor(n / 10 ** i) % 10;
    if (d === 0) {
      if (text !== '') zero = true;
      continue;
    }
    if (zero) text += '零';
    zero = false;
    text += DIGITS[d]! + SMALL_UNITS[i]!;
  }
  return text;
}

/** Whole yuan in capitals: 壹万零伍佰, 壹仟零壹. */
function yuanText(yuan: number): string {
  if (yuan === 0) return '零';
  const groups: number[] = [];
  for (let n = yuan; n > 0; n = Math.floor(n / 10_000)) groups.push(n % 10_000);
  let text = '';
  let zero = false;
  for (let g = groups.length - 1; g >= 0; g--) {
    const value = groups[g]!;
    if (value === 0) {
      if (text !== '') zero = true;
      continue;
    }
    if (text !== '' && (zero || value < 1000)) text += '零';
    zero = false;
    text += groupText(value) + BIG_UNITS[g]!;
  }
  return text;
}

/**
 * The amount as an invoice writes it in capitals: 壹佰贰拾叁元肆角伍分, 壹佰元整, 壹元零伍分,
 * 伍角 (no 元 when under one yuan), 零元整. Only non-negative amounts are invoiced.
 */
export function chineseCapitalAmount(amount: Fen): string {
  if (amount < 0) throw new RangeError(`No capitals for a negative amount: ${amount}`);
  const yuan = Math.floor(amount / 100);
  const jiao = Math.floor(amount / 10) % 10;
  const fenDigit = amount % 10;
  if (jiao === 0 && fenDigit === 0) return `${yuanText(yuan)}元整`;
  let text = yuan > 0 ? `${yuanText(yuan)}元` : '';
  if (jiao > 0) text += `${DIGITS[jiao]}角`;
  else if (yuan > 0) text += '零';
  if (fenDigit > 0) text += `${DIGITS[fenDigit]}分`;
  return text;
}

/** The line that takes the booked prices down to what was paid online (coupons, cards, refunds). */
export const INVOICE_DISCOUNT_LINE = '折扣（优惠券、体检卡抵扣及退款）';

/**
 * The lines an invoice lists: the order's lines at their booked prices (free ones left out), then,
 * when they add up to more than the invoiced amount, one discount line of the difference (negative),
 * so the lines always sum to the amount. Lines that add up to less become one line of the whole amount.
 */
export function invoiceLines(
  booked: readonly { item: string; price: number }[],
  amount: Fen,
  wholeItem = '体检服务费',
): { item: string; amount: Fen }[] {
  const lines = booked.filter((l) => l.price > 0).map((l) => ({ item: l.item, amount: fen(l.price) }));
  const total = lines.reduce((s, l) => s + l.amount, 0);
  if (total === amount) return lines;
  if (total < amount) return [{ item: wholeItem, amount }];
  return [...lines, { item: INVOICE_DISCOUNT_LINE, amount: fen(amount - total) }];
}

/** The invoice's number: FP, the day it was issued in Shanghai (yyyyMMdd), the order's id (8 digits at least). */
export function invoiceNoOf(orderId: number, issuedAt: Date): string {
  const day = new Date(issuedAt.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `FP${day}${String(orderId).padStart(8, '0')}`;
}
