import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** A QR code of `value` as an image, drawn in the browser (only the QR page's chunk carries the encoder). */
export function QrImage({ value, label }: { value: string; label: string }) {
  const src = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    return qr.createDataURL(6, 2);
  }, [value]);
  return <img className="qr-image" src={src} alt={label} width={220} height={220} />;
}
