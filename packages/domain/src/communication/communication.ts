// Online communication (在线沟通, issue 22): a person's threads with a centre — consultations, health
// questions, suggestions and report readings — and the centre's replies. The limits and messages both
// sides check, and how an attached picture is recognised.

/** consult 咨询沟通, health 健康沟通, suggestion 问题建议, reportReading 报告解读 */
export const THREAD_KINDS = ['consult', 'health', 'suggestion', 'reportReading'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];

export const THREAD_KIND_NAMES: Record<ThreadKind, string> = {
  consult: '咨询沟通',
  health: '健康沟通',
  suggestion: '问题建议',
  reportReading: '报告解读',
};

/** Characters of one message (after trimming). */
export const MESSAGE_MAX_CHARS = 500;
/** Bytes of one attached picture. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** Largest thread id a thread can have (PostgreSQL integer). */
export const MAX_THREAD_ID = 2_147_483_647;

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

export const CommunicationMessages = {
  threadNotFound: '该沟通记录不存在',
  threadIdInvalid: '沟通记录编号不正确',
  pictureNotFound: '该图片不存在',
  pictureIdInvalid: '图片编号不正确',
  kindInvalid: '请选择沟通类型',
  emptyMessage: '请输入内容或选择一张图片',
  tooLong: `内容不能超过${MESSAGE_MAX_CHARS}字，请删减后再发送`,
  pictureType: '只能发送 JPG、PNG 或 WebP 格式的图片，请换一张',
  pictureTooLarge: '图片不能超过 2 MB，请压缩后再发送',
  pictureEmpty: '图片内容为空，请重新选择',
  pictureUnreadable: '图片无法读取，请重新选择',
  centreOffline: '该体检中心暂未开通在线沟通，请选择其他体检中心',
  reportRequired: '请选择要解读的体检报告',
} as const;

/**
 * The picture type its first bytes say, whatever the file was called or claimed to be: a renamed
 * program has no image signature and is null.
 */
export function pictureTypeOf(bytes: Uint8Array): PictureType | null {
  const at = (i: number, ...expected: number[]) => expected.every((b, k) => bytes[i + k] === b);
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  // RIFF....WEBP
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50))
    return 'image/webp';
  return null;
}

/** Why a picture cannot be sent, or null when it can: empty, too large, or not an image by its content. */
export function pictureError(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return CommunicationMessages.pictureEmpty;
  if (bytes.length > PICTURE_MAX_BYTES) return CommunicationMessages.pictureTooLarge;
  if (pictureTypeOf(bytes) === null) return CommunicationMessages.pictureType;
  return null;
}

/** Why a message cannot be sent, or null: it needs words or a picture, and at most the limit of words. */
export function messageError(text: string, hasPicture: boolean): string | null {
  const words = text.trim();
  if (words === '' && !hasPicture) return CommunicationMessages.emptyMessage;
  if ([...words].length > MESSAGE_MAX_CHARS) return CommunicationMessages.tooLong;
  return null;
}
