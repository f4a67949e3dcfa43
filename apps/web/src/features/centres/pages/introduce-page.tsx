import Image from 'antd-mobile/es/components/image';
import type { Centre } from '@/features/centre/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import * as copy from '../copy.ts';
import { useCurrentCentre } from './use-current-centre.ts';
import './centre-pages.css';

function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function imagesOf(centre: Centre): string[] {
  if (centre.images?.length) return centre.images;
  return (centre.image ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function Paragraphs({ items }: { items: readonly string[] }) {
  return items.map((text) => (
    <p key={text} className="centre-paragraph">
      {text}
    </p>
  ));
}

// The current centre's introduction; without a centre, the platform's.
export function IntroducePage() {
  const { specific, centre } = useCurrentCentre();

  if (!specific) {
    return (
      <article className="centre-page">
        <h2 className="centre-page-title">{copy.centre.platformName}</h2>
        <Paragraphs items={copy.centre.platformIntro} />
      </article>
    );
  }
  return <QueryView query={centre}>{(data) => <CentreIntroduction centre={data} />}</QueryView>;
}

function CentreIntroduction({ centre }: { centre: Centre }) {
  const paragraphs = paragraphsOf(centre.introduction);
  return (
    <article className="centre-page">
      <h2 className="centre-page-title">{centre.name}</h2>
      {paragraphs.length > 0 ? (
        <Paragraphs items={paragraphs} />
      ) : (
        <p className="centre-paragraph">{copy.centre.noIntroduction}</p>
      )}
      {imagesOf(centre).map((src) => (
        <Image key={src} src={src} alt={centre.name} className="centre-intro-image" fit="cover" lazy />
      ))}
    </article>
  );
}
