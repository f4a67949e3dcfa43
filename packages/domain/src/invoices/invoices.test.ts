import { describe, expect, it } from 'vitest';
import { fen } from '../money.ts';
import {
  chineseCapitalAmount,
  creditCodeCheckChar,
  INVOICE_DISCOUNT_LINE,
  InvoiceMessages,
  invoiceAmount,
  invoiceLines,
  invoiceNoOf,
  invoiceTitleError,
  invoiceTitleErrors,
  normalInvoiceTitle,
  taxNumberError,
} from './invoices.ts';

// Published sample codes whose check characters are known.
const VALID = ['91350100M000100Y43', '91110000802100433B'];

describe('taxNumberError (统一社会信用代码)', () => {
  it.each(VALID)('accepts %s', (code) => {
    expect(taxNumberError(code)).toBeNull();
  });

  it('reads lower-case letters as upper case', () => {
    expect(taxNumberError('91350100m000100y43')).toBeNull();
  });

  it('computes the check character, 31 meaning 0', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    // a sum that is a multiple of 31 gives 31 − 0 = 31, written 0
    expect(creditCodeCheckChar('00000000000000000')).toBe('0');
  });

  it('refuses an empty, short, long, wrongly lettered or wrongly checked code, each in its words', () => {
    expect(taxNumberError('  ')).toBe(InvoiceMessages.taxNumberRequired);
    expect(taxNumberError('91350100M000100Y4')).toBe(InvoiceMessages.taxNumberLength);
    expect(taxNumberError('91350100M000100Y433')).toBe(InvoiceMessages.taxNumberLength);
    expect(taxNumberError('91350100I000100Y43')).toBe(InvoiceMessages.taxNumberChars);
    expect(taxNumberError('91350100M000100Y44')).toBe(InvoiceMessages.taxNumberChecksum);
  });

  it('catches any single changed character', () => {
    const code = VALID[0]!;
    for (let i = 0; i < 18; i++) {
      const other = code[i] === '1' ? '2' : '1';
      expect(taxNumberError(code.slice(0, i) + other + code.slice(i + 1))).not.toBeNull();
    }
  });
});

describe('invoice title', () => {
  it('asks a person for a name only', () => {
    expect(invoiceTitleErrors({ titleType: 'personal', name: '张三', taxNumber: '' })).toEqual({});
    expect(invoiceTitleError({ titleType: 'personal', name: ' ', taxNumber: '' })).toBe(
      InvoiceMessages.personalName,
    );
  });

  it('asks a company for its name (≤50 characters) and a valid tax number', () => {
    expect(invoiceTitleErrors({ titleType: 'company', name: '', taxNumber: '' })).toEqual({
      name: InvoiceMessages.companyName,
      taxNumber: InvoiceMessages.taxNumberRequired,
    });
    expect(invoiceTitleError({ titleType: 'company', name: '某'.repeat(51), taxNumber: VALID[0]! })).toBe(
      InvoiceMessages.nameTooLong,
    );
    expect(
      invoiceTitleError({ titleType: 'company', name: '某'.repeat(50), taxNumber: VALID[0]! }),
    ).toBeNull();
    expect(invoiceTitleError({ titleType: 'company', name: '某公司', taxNumber: '123' })).toBe(
      InvoiceMessages.taxNumberLength,
    );
  });

  it('issues to the trimmed name, the tax number upper-cased, and none for a person', () => {
    expect(
      normalInvoiceTitle({ titleType: 'company', name: ' 某公司 ', taxNumber: ' 91350100m000100y43' }),
    ).toEqual({ titleType: 'company', name: '某公司', taxNumber: '91350100M000100Y43' });
    expect(normalInvoiceTitle({ titleType: 'personal', name: '张三', taxNumber: 'X' }).taxNumber).toBe('');
  });
});

describe('invoiceAmount', () => {
  it('covers what was paid online less what was refunded', () => {
    expect(invoiceAmount({ paidOnline: fen(50_000), refunded: fen(0) })).toEqual({
      amount: 50_000,
      refusal: null,
    });
    expect(invoiceAmount({ paidOnline: fen(50_000), refunded: fen(12_000) })).toEqual({
      amount: 38_000,
      refusal: null,
    });
  });

  it('gives nothing to an order not paid online or refunded in full', () => {
    expect(invoiceAmount({ paidOnline: fen(0), refunded: fen(0) })).toEqual({
      amount: null,
      refusal: 'notPaidOnline',
    });
    expect(invoiceAmount({ paidOnline: fen(50_000), refunded: fen(50_000) })).toEqual({
      amount: null,
      refusal: 'fullyRefunded',
    });
  });
});

describe('chineseCapitalAmount', () => {
  it.each([
    [12_345, '壹佰贰拾叁元肆角伍分'],
    [10_000, '壹佰元整'],
    [0, '零元整'],
    [5, '伍分'],
    [50, '伍角'],
    [105, '壹元零伍分'],
    [1_050, '壹拾元伍角'],
    [100_100, '壹仟零壹元整'],
    [1_000_500, '壹万零伍元整'],
    [1_050_000, '壹万零伍佰元整'],
    [100_000_000, '壹佰万元整'],
    [123_456_789, '壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分'],
    [10_001_000_000, '壹亿零壹万元整'],
    [101_000, '壹仟零壹拾元整'],
  ])('%i fen is %s', (amount, text) => {
    expect(chineseCapitalAmount(fen(amount))).toBe(text);
  });

  it('has no capitals for a negative amount', () => {
    expect(() => chineseCapitalAmount(fen(-1))).toThrow(RangeError);
  });
});

describe('invoiceLines', () => {
  const booked = [
    { item: '一般检查', price: 3_000 },
    { item: '血常规', price: 2_000 },
    { item: '赠送项目', price: 0 },
  ];

  it('lists the paid lines, leaving out free ones, when they add up to the amount', () => {
    expect(invoiceLines(booked, fen(5_000))).toEqual([
      { item: '一般检查', amount: 3_000 },
      { item: '血常规', amount: 2_000 },
    ]);
  });

  it('adds a negative discount line down to what was paid', () => {
    const lines = invoiceLines(booked, fen(4_500));
    expect(lines.at(-1)).toEqual({ item: INVOICE_DISCOUNT_LINE, amount: -500 });
    expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(4_500);
  });

  it('makes one line of the whole amount when the lines add up to less', () => {
    expect(invoiceLines([], fen(4_500))).toEqual([{ item: '体检服务费', amount: 4_500 }]);
  });
});

describe('invoiceNoOf', () => {
  it('is FP, the Shanghai day and the order id', () => {
    expect(invoiceNoOf(42, new Date('2026-11-26T17:00:00Z'))).toBe('FP2026112700000042');
  });
});
