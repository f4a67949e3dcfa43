import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { useState } from 'react';
import { usePicture } from '../api/get-picture.ts';
import * as copy from '../copy.ts';

/** A picture of a message: loaded through the session, tapped to see it whole. */
export function PictureView({ id }: { id: number }) {
  const picture = usePicture(id);
  const [open, setOpen] = useState(false);
  if (picture.isError) {
    return (
      <button type="button" className="talk-picture-failed" onClick={() => void picture.refetch()}>
        {copy.conversation.pictureFailed}
      </button>
    );
  }
  if (picture.data === undefined)
    return <span className="talk-picture talk-picture-loading" aria-busy="true" />;
  return (
    <>
      <button type="button" className="talk-picture-button" onClick={() => setOpen(true)}>
        <img className="talk-picture" src={picture.data} alt={copy.conversation.picture} />
      </button>
      <ImageViewer image={picture.data} visible={open} onClose={() => setOpen(false)} />
    </>
  );
}
