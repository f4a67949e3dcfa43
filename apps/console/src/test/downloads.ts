import { vi } from 'vitest';

export interface Download {
  blob: Blob;
  fileName: string;
}

/**
 * Catches the files a page hands to the browser (an object URL clicked as a download link): jsdom has
 * no object URLs and no downloads. Returns the list the downloads go to; undo with vi.restoreAllMocks
 * and restoreObjectUrls.
 */
export function catchDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => blobs.delete(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ blob, fileName: this.download });
  });
  return downloads;
}

export function restoreObjectUrls(): void {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
}

/** A file's text with its byte order mark, if any, kept. */
export async function textOf(blob: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}
