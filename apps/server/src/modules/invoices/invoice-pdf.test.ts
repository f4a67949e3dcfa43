import { fen } from '@tijian/domain';
import { describe, expect, it } from 'vitest';
import { INVOICE_PDF_TITLE, invoicePdf } from './invoice-pdf.ts';
import { readPdf } from './pdf-text.ts';
import type { EInvoiceRow } from './schema.ts';

const invoice: EInvoiceRow & { orderNo: string } = {
  id: 1,
  invoiceNo: 'FP2026112600000042',
  orderId: 42,
  orderNo: 'TJ20261126000042',
  userId: 7,
  titleType: 'company',
  buyerName: '北京某某科技有限公司',
  taxNumber: '91350100M000100Y43',
  amount: fen(45_000),
  lines: [
    { item: '一般检查', amount: fen(30_000) },
    { item: '血常规', amount: fen(20_000) },
    { item: '折扣（优惠券、体检卡抵扣及退款）', amount: fen(-5_000) },
  ],
  centreId: '00-1',
  sellerName: '北京朝阳健康体检中心',
  issuedAt: new Date('2026-11-26T08:00:00Z'),
};

describe('the e-invoice PDF', () => {
  it('says in Chinese, in an embedded subset of Noto Sans SC, what the invoice is', async () => {
    const bytes = await invoicePdf(invoice);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = readPdf(bytes);
    // The font travels in the file (a subset: a six-letter tag before its name) with its ToUnicode map,
    // so no reader needs a Chinese font of its own and the text can be searched and copied.
    expect(pdf.embedsFont).toBe(true);
    expect(pdf.hasToUnicode).toBe(true);
    expect(pdf.fonts.length).toBeGreaterThan(0);
    for (const name of pdf.fonts) expect(name).toMatch(/^[A-Z]{6}\+NotoSansSC-Regular$/);
    const lines = pdf.text.split('\n');
    expect(lines[0]).toBe(INVOICE_PDF_TITLE);
    expect(lines).toEqual(
      expect.arrayContaining([
        '发票号码：FP2026112600000042',
        '开票日期：2026年11月26日',
        '名称：北京某某科技有限公司',
        '统一社会信用代码/纳税人识别号：91350100M000100Y43',
        '名称：北京朝阳健康体检中心',
        '一般检查',
        '¥300.00',
        '血常规',
        '折扣（优惠券、体检卡抵扣及退款）',
        '-¥50.00',
        '价税合计（大写）：肆佰伍拾元整',
        '（小写）¥450.00',
      ]),
    );
  });

  it('stays small: the font is subset to the glyphs used', async () => {
    const bytes = await invoicePdf(invoice);
    expect(bytes.byteLength).toBeLessThan(100_000);
  });

  it('shows a person without a tax number, and many lines over pages', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ item: `检查项目${i + 1}`, amount: fen(1_000) }));
    const pdf = readPdf(
      await invoicePdf({
        ...invoice,
        titleType: 'personal',
        buyerName: '张三',
        taxNumber: '',
        amount: fen(60_000),
        lines,
      }),
    );
    const text = pdf.text.split('\n');
    expect(text).toEqual(
      expect.arrayContaining([
        '名称：张三',
        '抬头类型：个人',
        '统一社会信用代码/纳税人识别号：—',
        '检查项目60',
      ]),
    );
    expect(text).toContain('价税合计（大写）：陆佰元整');
  });
});
