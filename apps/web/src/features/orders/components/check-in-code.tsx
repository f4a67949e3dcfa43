import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import { orderCopy } from '../copy.ts';

const text = orderCopy.detail;

/** The code the desk scans on the exam day: the order number, drawn in the browser. */
export function CheckInCode({ code, validOn }: { code: string; validOn: string }) {
  const src = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(code);
    qr.make();
    return qr.createDataURL(5, 2);
  }, [code]);
  return (
    <section className="order-section order-check-in" aria-label={text.checkIn}>
      <h3>{text.checkIn}</h3>
      <img src={src} alt={`${text.checkIn} ${code}`} width={180} height={180} />
      <p>{code}</p>
      <p className="order-note">{text.checkInHint}</p>
      <p className="order-note">{text.checkInValid(validOn)}</p>
    </section>
  );
}
