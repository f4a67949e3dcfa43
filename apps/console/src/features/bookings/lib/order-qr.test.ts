import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import qrcode from 'qrcode-generator';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { type Picture, readOrderCode } from './order-qr.ts';

// In Node the reader's WebAssembly is handed over as bytes (the browser fetches it from the build).
beforeAll(() => {
  const require = createRequire(import.meta.url);
  const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
  });
});

/** A picture of the QR code the mobile app draws for `text` (same library, same settings), as a camera frame. */
function pictureOf(text: string, { scale = 5, margin = 4 } = {}): Picture {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const modules = qr.getModuleCount();
  const side = (modules + margin * 2) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - margin;
      const col = Math.floor(x / scale) - margin;
      const dark = row >= 0 && col >= 0 && row < modules && col < modules && qr.isDark(row, col);
      if (dark) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data, width: side, height: side };
}

describe('readOrderCode', () => {
  it("reads the order number from the order's check-in code", async () => {
    await expect(readOrderCode(pictureOf('TJ20261201000123'))).resolves.toEqual({
      kind: 'order',
      orderNo: 'TJ20261201000123',
    });
  });

  it('reads it however large the code shows in the frame', async () => {
    await expect(readOrderCode(pictureOf('TJ2026120100012345', { scale: 2 }))).resolves.toEqual({
      kind: 'order',
      orderNo: 'TJ2026120100012345',
    });
  });

  it('tells another QR code (a web address, a payment code) from an order', async () => {
    await expect(readOrderCode(pictureOf('https://example.com/pay?id=1'))).resolves.toEqual({
      kind: 'other',
    });
    await expect(readOrderCode(pictureOf('TJ123'))).resolves.toEqual({ kind: 'other' });
  });

  it('finds nothing in a frame without a code', async () => {
    const blank = { data: new Uint8ClampedArray(200 * 200 * 4).fill(255), width: 200, height: 200 };
    await expect(readOrderCode(blank)).resolves.toEqual({ kind: 'none' });
  });
});
