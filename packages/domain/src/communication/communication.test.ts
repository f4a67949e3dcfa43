import { describe, expect, it } from 'vitest';
import {
  CommunicationMessages,
  MESSAGE_MAX_CHARS,
  messageError,
  PICTURE_MAX_BYTES,
  pictureError,
  pictureTypeOf,
} from './communication.ts';

const bytes = (...b: number[]) => new Uint8Array(b);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const WEBP = bytes(0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50);
const EXE = bytes(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0);

describe('a picture', () => {
  it('is known by its first bytes', () => {
    expect(pictureTypeOf(PNG)).toBe('image/png');
    expect(pictureTypeOf(JPEG)).toBe('image/jpeg');
    expect(pictureTypeOf(WEBP)).toBe('image/webp');
    expect(pictureTypeOf(EXE)).toBeNull();
    expect(pictureTypeOf(bytes(0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x41, 0x56, 0x49, 0x20))).toBeNull();
    expect(pictureTypeOf(bytes(0xff, 0xd8))).toBeNull();
  });

  it('is refused when empty, too large or not an image', () => {
    expect(pictureError(new Uint8Array())).toBe(CommunicationMessages.pictureEmpty);
    const big = new Uint8Array(PICTURE_MAX_BYTES + 1);
    big.set(PNG);
    expect(pictureError(big)).toBe(CommunicationMessages.pictureTooLarge);
    const limit = new Uint8Array(PICTURE_MAX_BYTES);
    limit.set(PNG);
    expect(pictureError(limit)).toBeNull();
    expect(pictureError(EXE)).toBe(CommunicationMessages.pictureType);
  });
});

describe('a message', () => {
  it('needs words or a picture', () => {
    expect(messageError('  ', false)).toBe(CommunicationMessages.emptyMessage);
    expect(messageError('', true)).toBeNull();
    expect(messageError('你好', false)).toBeNull();
  });

  it('counts characters, not bytes, up to the limit', () => {
    expect(messageError('字'.repeat(MESSAGE_MAX_CHARS), false)).toBeNull();
    expect(messageError('字'.repeat(MESSAGE_MAX_CHARS + 1), false)).toBe(CommunicationMessages.tooLong);
    expect(messageError(`  ${'a'.repeat(MESSAGE_MAX_CHARS)}  `, false)).toBeNull();
  });
});
