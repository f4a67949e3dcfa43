import { Alert, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { bookingsCopy } from '../copy.ts';

const text = bookingsCopy.scanner;
/** How often a frame is read: often enough to feel immediate, rarely enough to leave the desk's computer free. */
const FRAME_MS = 250;
/** Frames are read at this width at most: a phone's code fills enough of it, and reading stays quick. */
const MAX_WIDTH = 640;

type Notice = { type: 'info' | 'warning' | 'error'; message: string };

export interface ScanDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once with the order number read from a code; the dialog closes itself. */
  onOrder: (orderNo: string) => void;
}

/**
 * The computer's (or a tablet's) camera in a dialog, reading the order's check-in code. The reader (a
 * WebAssembly build of ZXing) is loaded only now, alongside the camera's start.
 */
export default function ScanDialog({ open, onClose, onOrder }: ScanDialogProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [notice, setNotice] = useState<Notice>({ type: 'info', message: text.starting });
  const report = useRef(onOrder);
  report.current = onOrder;

  useEffect(() => {
    if (!open) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setNotice({ type: 'info', message: text.starting });

    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setNotice({ type: 'error', message: text.noCamera });
        return;
      }
      const reader = import('../lib/order-qr.ts');
      try {
        // A phone or tablet uses its back camera; a computer its only one.
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        const denied = error instanceof DOMException && error.name === 'NotAllowedError';
        setNotice({ type: 'error', message: denied ? text.denied : text.noCamera });
        return;
      }
      if (stopped) return stop();
      const element = video.current!;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      let readOrderCode: Awaited<typeof reader>['readOrderCode'];
      try {
        ({ readOrderCode } = await reader);
      } catch {
        setNotice({ type: 'error', message: text.readerFailed });
        return stop();
      }
      setNotice({ type: 'info', message: text.hint });
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      const tick = async () => {
        if (stopped || !context) return;
        if (element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth > 0) {
          const scale = Math.min(1, MAX_WIDTH / element.videoWidth);
          canvas.width = Math.round(element.videoWidth * scale);
          canvas.height = Math.round(element.videoHeight * scale);
          context.drawImage(element, 0, 0, canvas.width, canvas.height);
          const reading = await readOrderCode(context.getImageData(0, 0, canvas.width, canvas.height)).catch(
            () => ({ kind: 'none' as const }),
          );
          if (stopped) return;
          if (reading.kind === 'order') {
            stop();
            setNotice({ type: 'info', message: text.found(reading.orderNo) });
            report.current(reading.orderNo);
            return;
          }
          if (reading.kind === 'other') setNotice({ type: 'warning', message: text.notOrder });
        }
        timer = setTimeout(() => void tick(), FRAME_MS);
      };
      void tick();
    }

    void start();
    return stop;
  }, [open]);

  return (
    <Modal open={open} title={text.title} onCancel={onClose} footer={null} destroyOnHidden width={560}>
      <Alert type={notice.type} title={notice.message} showIcon role="status" />
      <video ref={video} className="scan-video" aria-label={text.video} muted playsInline />
    </Modal>
  );
}
