import { Image } from 'antd';
import { usePicture } from '../api/get-picture.ts';
import { communicationCopy as text } from '../copy.ts';

/** A message's picture, loaded with the operator's session; click to see it whole. */
export function ThreadPicture({ id }: { id: number }) {
  const picture = usePicture(id);
  if (picture.isError) return <span className="danger">{text.pictureFailed}</span>;
  if (picture.data === undefined) return <span className="muted">{text.picture}…</span>;
  return <Image src={picture.data} alt={text.picture} width={160} />;
}
