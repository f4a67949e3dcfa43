import { CommunicationMessages, pictureError, pictureTypeOf } from '@tijian/domain';

export interface ChosenPicture {
  /** base64 of the bytes, as the API takes them */
  data: string;
  /** a data: address to preview it */
  preview: string;
}

function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** A chosen file checked by the server's own rule (its content, its size) before it is sent. */
export async function readPicture(file: Blob): Promise<ChosenPicture | { error: string }> {
  const bytes = await readBytes(file).catch(() => null);
  if (bytes === null) return { error: CommunicationMessages.pictureUnreadable };
  const error = pictureError(bytes);
  if (error) return { error };
  const data = toBase64(bytes);
  return { data, preview: `data:${pictureTypeOf(bytes)};base64,${data}` };
}
