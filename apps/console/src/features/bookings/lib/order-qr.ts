// Reads the order number from a picture of the order's check-in QR code (the mobile app draws the order
// number itself with qrcode-generator, see apps/web's check-in-code.tsx). zxing-wasm (ZXing-C++ built to
// WebAssembly) does the reading; this module is loaded only when the scanner opens.
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { orderNumberOf } from './order-number.ts';

// The library would fetch its .wasm from a public CDN; a centre's network may not reach it, and the
// console should not depend on a third party: the build serves the file beside the console's own assets.
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

/** The pixels of one picture, as a canvas's getImageData gives them (RGBA). */
export interface Picture {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export type Reading = { kind: 'order'; orderNo: string } | { kind: 'other' } | { kind: 'none' };

/** What the picture shows: an order's code, some other QR code, or none that could be read. */
export async function readOrderCode(picture: Picture): Promise<Reading> {
  const results = await readBarcodes(picture as ImageData, {
    formats: ['QRCode'],
    tryHarder: true,
    maxNumberOfSymbols: 1,
  });
  const text = results.find((r) => r.isValid)?.text;
  if (text === undefined) return { kind: 'none' };
  const orderNo = orderNumberOf(text);
  return orderNo ? { kind: 'order', orderNo } : { kind: 'other' };
}
