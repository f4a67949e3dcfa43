import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** A QR code of `value`, drawn in the browser: what the centre's desk scans. */
export function CodeImage({ value, label }: { value: string; label: string }) {
  const src = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    return qr.createDataURL(5, 2);
  }, [value]);
  return <img className="record-code-image" src={src} alt={label} width={200} height={200} />;
}
