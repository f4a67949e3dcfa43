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
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

/**
 * A chosen file as a picture to send, checked by the same rule as the server (its content, its size):
 * the person hears at once why a file cannot be sent, before it travels.
 */
export async function readPicture(file: Blob): Promise<ChosenPicture | { error: string }> {
  let bytes: Uint8Array;
  try {
    bytes = await readBytes(file);
  } catch {
    return { error: CommunicationMessages.pictureUnreadable };
  }
  const error = pictureError(bytes);
  if (error) return { error };
  const data = toBase64(bytes);
  return { data, preview: `data:${pictureTypeOf(bytes)};base64,${data}` };
}
