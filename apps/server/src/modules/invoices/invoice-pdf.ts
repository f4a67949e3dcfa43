// The e-invoice as a PDF: one A4 page in the layout of a 电子发票（普通发票）, the Chinese text set in
// Noto Sans SC, which pdfkit embeds as a subset of the glyphs used (with a ToUnicode map, so the text
// can be searched and copied). The font comes with npm install (@expo-google-fonts/noto-sans-sc), so
// nothing depends on the fonts of the machine.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chineseCapitalAmount, type Fen, formatYuan, INVOICE_TITLE_TYPE_NAMES } from '@tijian/domain';
import PDFDocument from 'pdfkit';
import type { EInvoiceRow } from './schema.ts';

const FONT_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
let font: Buffer | undefined;
/** The font file, read once on the first invoice (about 10 MB; each PDF carries only its glyphs). */
const cjkFont = () => {
  font ??= readFileSync(createRequire(import.meta.url).resolve(FONT_FILE));
  return font;
};

export const INVOICE_PDF_TITLE = '电子发票（普通发票）';

const dateText = (at: Date) => {
  const d = new Date(at.getTime() + 8 * 3600_000);
  return `${d.getUTCFullYear()}年${String(d.getUTCMonth() + 1).padStart(2, '0')}月${String(d.getUTCDate()).padStart(2, '0')}日`;
};

/** ¥1,234.50 without the sign for a line; a discount keeps its minus. */
const figures = (amount: number) => formatYuan(amount as Fen);

/** The PDF of an issued invoice; the same row always gives the same document (its dates are the invoice's). */
export function invoicePdf(invoice: EInvoiceRow & { orderNo: string }): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: {
      Title: `${INVOICE_PDF_TITLE} ${invoice.invoiceNo}`,
      Author: invoice.sellerName,
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('cjk', cjkFont());
  doc.font('cjk');
  const left = 48;
  const width = doc.page.width - 96;

  doc.fontSize(20).fillColor('#8b1a1a').text(INVOICE_PDF_TITLE, left, 56, { width, align: 'center' });
  doc.moveDown(0.8).fontSize(10).fillColor('#000');
  doc.text(`发票号码：${invoice.invoiceNo}`, { width, align: 'right' });
  doc.text(`开票日期：${dateText(invoice.issuedAt)}`, { width, align: 'right' });
  doc.text(`订单号：${invoice.orderNo}`, { width, align: 'right' });

  const box = (title: string, rows: [string, string][]) => {
    doc.moveDown(0.8);
    const top = doc.y;
    doc.fontSize(11).text(title, left + 8, top + 6);
    doc.fontSize(10);
    for (const [label, value] of rows) doc.text(`${label}：${value || '—'}`, left + 8);
    const bottom = doc.y + 6;
    doc
      .rect(left, top, width, bottom - top)
      .strokeColor('#8b1a1a')
      .stroke();
    doc.y = bottom;
  };
  box('购买方信息', [
    ['名称', invoice.buyerName],
    ['抬头类型', INVOICE_TITLE_TYPE_NAMES[invoice.titleType]],
    ['统一社会信用代码/纳税人识别号', invoice.taxNumber],
  ]);
  box('销售方信息', [['名称', invoice.sellerName]]);

  doc.moveDown(0.8);
  const tableTop = doc.y;
  const amountX = left + width - 140;
  doc.fontSize(10).text('项目名称', left + 8, tableTop + 6);
  doc.text('金额（元）', amountX, tableTop + 6, { width: 132, align: 'right' });
  let y = tableTop + 24;
  doc
    .moveTo(left, y - 4)
    .lineTo(left + width, y - 4)
    .stroke();
  for (const line of invoice.lines) {
    if (y > doc.page.height - 160) {
      doc.addPage();
      y = 56;
    }
    doc.text(line.item, left + 8, y, { width: amountX - left - 16 });
    const next = doc.y;
    doc.text(figures(line.amount), amountX, y, { width: 132, align: 'right' });
    y = Math.max(next, doc.y) + 4;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  doc.fontSize(11);
  doc.text(`价税合计（大写）：${chineseCapitalAmount(invoice.amount)}`, left + 8, y + 8);
  doc.text(`（小写）${figures(invoice.amount)}`, amountX - 60, y + 8, { width: 192, align: 'right' });
  doc.rect(left, tableTop, width, doc.y + 8 - tableTop).stroke();

  doc.moveDown(2).fontSize(9).fillColor('#666');
  doc.text(
    '本电子发票由体检预约平台根据订单在线实付金额（扣除已退款）生成，供报销与留存参考；经税务机关发票平台开具的发票以该平台的查验结果为准。',
    left,
    doc.y,
    { width },
  );
  doc.end();
  return done;
}
