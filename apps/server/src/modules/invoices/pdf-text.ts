// Test helper: reads back what a PDF of invoice-pdf.ts says, enough to prove its Chinese text is
// there in an embedded font. It inflates the document's streams, takes the font's ToUnicode map
// (glyph code → text) and maps the hex strings of the page's text operators through it. Only the
// shapes pdfkit writes (one embedded CID font, 4-digit hex codes) are read.
import { inflateSync } from 'node:zlib';

export interface PdfFacts {
  /** the text shown, in drawing order, lines joined by \n */
  text: string;
  /** BaseFont names of the fonts it uses */
  fonts: string[];
  /** it carries a TrueType font program (FontFile2) */
  embedsFont: boolean;
  /** it carries a ToUnicode map */
  hasToUnicode: boolean;
}

function streams(bytes: Buffer): Buffer[] {
  const found: Buffer[] = [];
  let at = 0;
  for (;;) {
    const start = bytes.indexOf('stream\n', at);
    if (start < 0) break;
    const end = bytes.indexOf('\nendstream', start);
    const raw = bytes.subarray(start + 7, end);
    try {
      found.push(inflateSync(raw));
    } catch {
      found.push(raw);
    }
    at = end + 10;
  }
  return found;
}

export function readPdf(input: Uint8Array): PdfFacts {
  const bytes = Buffer.from(input);
  const latin = bytes.toString('latin1');
  const decoded = streams(bytes).map((s) => s.toString('latin1'));
  const cmap = new Map<string, string>();
  for (const s of decoded.filter((d) => d.includes('begincmap'))) {
    for (const [, code, text] of s.matchAll(/<([0-9a-f]{4})>\s*<([0-9a-f]+)>/gi)) {
      const units = text!.match(/.{4}/g)!.map((h) => Number.parseInt(h, 16));
      cmap.set(code!.toLowerCase(), String.fromCharCode(...units));
    }
    // bfrange with an array of destinations: <lo> <hi> [<u1> <u2> …]
    for (const [, lo, list] of s.matchAll(/<([0-9a-f]{4})>\s*<[0-9a-f]{4}>\s*\[([^\]]*)\]/gi)) {
      let code = Number.parseInt(lo!, 16);
      for (const [, hex] of list!.matchAll(/<([0-9a-f]+)>/gi)) {
        const units = hex!.match(/.{4}/g)!.map((h) => Number.parseInt(h, 16));
        cmap.set(code.toString(16).padStart(4, '0'), String.fromCharCode(...units));
        code++;
      }
    }
  }
  const lines: string[] = [];
  for (const s of decoded.filter((d) => /\bBT\b/.test(d))) {
    for (const [, operands] of s.matchAll(/\[([^\]]*)\]\s*TJ|(<[0-9a-f]*>)\s*Tj/gi)) {
      const line = [...(operands ?? '').matchAll(/<([0-9a-f]*)>/gi)]
        .map(([, hex]) => (hex!.match(/.{4}/g) ?? []).map((c) => cmap.get(c.toLowerCase()) ?? '?').join(''))
        .join('');
      lines.push(line);
    }
  }
  return {
    text: lines.join('\n'),
    fonts: [...latin.matchAll(/\/BaseFont\s*\/([^\s/>]+)/g)].map(([, name]) => name!),
    embedsFont: latin.includes('/FontFile2'),
    hasToUnicode: latin.includes('/ToUnicode'),
  };
}
