import { Result } from 'antd';
import { copy } from '@/shared/lib/copy.ts';

// One honest page for a screen whose server side is still being built.
export function UnderDevelopmentPage({ title }: { title: string }) {
  return (
    <section aria-label={title}>
      <Result status="info" title={copy.underDevelopment.title} subTitle={copy.underDevelopment.hint} />
    </section>
  );
}
