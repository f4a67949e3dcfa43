import Image from 'antd-mobile/es/components/image';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import type { CentreSummary } from '@/features/centre/index.ts';
import { firstImage } from '@/features/centre/index.ts';
import * as copy from '../copy.ts';
import './centres.css';

// One centre in a list: its picture, name, address and opening hours; the whole card opens it.
export function CentreCard({
  centre,
  onOpen,
}: {
  centre: CentreSummary;
  onOpen: (centre: CentreSummary) => void;
}) {
  const detailsId = useId();
  const image = firstImage(centre.image);
  return (
    <li className="centre-card">
      <button
        type="button"
        className="centre-card-button"
        aria-label={centre.name}
        aria-describedby={detailsId}
        onClick={() => onOpen(centre)}
      >
        {image ? (
          <Image src={image} alt="" className="centre-card-image" fit="cover" lazy />
        ) : (
          <span className="centre-card-image" />
        )}
        <span className="centre-card-text">
          <span className="centre-card-name">{centre.name}</span>
          <span id={detailsId} className="centre-card-details">
            {centre.address ? (
              <span className="centre-card-line">
                <EnvironmentOutline aria-hidden="true" />
                <span>{centre.address}</span>
              </span>
            ) : null}
            {centre.openingHours ? (
              <span className="centre-card-line">
                <span className="visually-hidden">{copy.centre.hours}</span>
                <span>{centre.openingHours}</span>
              </span>
            ) : null}
          </span>
        </span>
      </button>
    </li>
  );
}
