import { FOLKS, MARRY_OPTIONS, SEX_OPTIONS } from '@tijian/domain';

export function sexName(code: string | null | undefined): string | undefined {
  return SEX_OPTIONS.find((option) => option.code === code)?.name;
}

export function marryName(code: string | null | undefined): string | undefined {
  return MARRY_OPTIONS.find((option) => option.code === code)?.name;
}

export function folkName(id: number | null | undefined): string | undefined {
  return FOLKS.find((folk) => folk.id === id)?.name;
}
