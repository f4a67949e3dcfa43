import { companyCopy } from '../copy.ts';

const messages = companyCopy.messages;

/** The roster's columns in the template's order; the server reads the file's first row as these. */
export const ROSTER_HEADER = ['姓名', '身份证号', '手机号', '职级', '部门'] as const;
/** The largest roster file the server takes (before base64). */
export const ROSTER_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The template: the header row alone, as CSV. It starts with the UTF-8 byte order mark, without which
 * Excel on Windows opens the Chinese header as mojibake (the server's reader skips the mark).
 */
export function rosterTemplate(): Blob {
  return new Blob([`\uFEFF${ROSTER_HEADER.join(',')}\r\n`], { type: 'text/csv;charset=utf-8' });
}

/** Why a chosen file cannot be sent, checked before it travels; null when it may. */
export function rosterFileError(file: { name: string; size: number }): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return messages.fileTypeInvalid;
  if (file.size === 0) return messages.fileEmpty;
  if (file.size > ROSTER_MAX_BYTES) return messages.fileTooLarge;
  return null;
}

/** A file's bytes as base64, as the import call takes them. */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      // A data: address: "data:<type>;base64," then the bytes.
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
