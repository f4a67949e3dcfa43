/** An ISO instant as the centre's clock reads it (Asia/Shanghai, UTC+8 all year): YYYY-MM-DD HH:mm. */
export function shanghaiTime(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  return new Date(at + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}
