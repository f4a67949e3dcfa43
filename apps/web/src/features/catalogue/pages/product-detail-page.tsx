import { useQuery } from '@tanstack/react-query';
import {
  fastingInstruction,
  fastingWindowOf,
  type Project,
  type ProjectClass,
  plainLabel,
} from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Image from 'antd-mobile/es/components/image';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useUser } from '@/features/account/index.ts';
import { useCentre } from '@/features/centre/index.ts';
import { useElderMode } from '@/shared/lib/elder-mode.ts';
import { canGoBack } from '@/shared/lib/navigation.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { type ProductDetail, useProduct } from '../api/get-product.ts';
import { getProjectDataQueryOptions } from '../api/get-project-data.ts';
import { ProductPrice, ProductTags, showPriceOf } from '../components/product-card.tsx';
import { ProductProjectGroup } from '../components/product-project-group.tsx';
import { ProjectDetailPopup } from '../components/project-detail-popup.tsx';
import * as copy from '../copy.ts';
import './product-detail-page.css';

const text = copy.products;

interface ProjectGroup {
  key: string;
  title: string | null;
  projects: Project[];
}

/**
 * The package's items by class, classes in the centre's order. Without the class list (still loading,
 * or failed) the items form one untitled list: the page never waits on it.
 */
export function groupProjects(projects: readonly Project[], classes: readonly ProjectClass[] | undefined) {
  if (!classes) return [{ key: 'all', title: null, projects: [...projects] }] satisfies ProjectGroup[];
  const byId = new Map(classes.map((c) => [c.id, c]));
  const groups = new Map<string, ProjectGroup>();
  for (const project of projects) {
    const known = byId.get(project.classId);
    const key = known ? known.id : '';
    let group = groups.get(key);
    if (!group) {
      group = { key: key || 'other', title: known?.itemName ?? text.otherClass, projects: [] };
      groups.set(key, group);
    }
    group.projects.push(project);
  }
  const order = (g: ProjectGroup) => byId.get(g.key)?.rowIndex ?? Number.POSITIVE_INFINITY;
  return [...groups.values()].sort((a, b) => order(a) - order(b));
}

// Spec 2 "/product/detail/:productId": what the package holds and costs, and 立即预约.
export function ProductDetailPage() {
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(productId);
  const toList = () => (canGoBack() ? navigate(-1) : navigate('/product/list', { replace: true }));

  const notFound = (
    <StatusPage title={text.notFound}>
      <Button color="primary" onClick={toList}>
        {text.toList}
      </Button>
    </StatusPage>
  );
  return (
    <QueryView query={product} notFound={notFound}>
      {(data) => <ProductDetailView product={data} onReselect={toList} />}
    </QueryView>
  );
}

function ProductDetailView({ product, onReselect }: { product: ProductDetail; onReselect: () => void }) {
  const navigate = useNavigate();
  const headingId = useId();
  const itemsId = useId();
  const notesId = useId();
  const fastingId = useId();
  const centre = useCentre(product.sysCenterId);
  const projectData = useQuery(getProjectDataQueryOptions(product.sysCenterId));
  const user = useUser();
  const elder = useElderMode();
  const [info, setInfo] = useState<Project | null>(null);
  const [mismatchOpen, setMismatchOpen] = useState(false);

  const showPrice = showPriceOf(centre);
  // The one fasting instruction, from the package's items and the centre's fasting window.
  const window = centre.data
    ? fastingWindowOf(centre.data.fastingCheckStart, centre.data.fastingCheckEnd)
    : null;
  const fasting = fastingInstruction(product.projects, window);
  const groups = groupProjects(product.projects, projectData.data?.projectClassList);
  const sexCode = user.data?.sexCode;
  const sexMismatch = product.sex !== 'common' && sexCode != null && sexCode !== product.sex;

  // Who is examined comes first: the examinee form, which then starts the product booking.
  const book = () => navigate(`/registerInfo/${encodeURIComponent(product.id)}`);

  return (
    <article className="product-detail" aria-labelledby={headingId}>
      <header className="product-detail-head">
        {product.picUrl ? (
          <Image src={product.picUrl} alt="" className="product-detail-image" fit="cover" />
        ) : null}
        <div className="product-detail-summary">
          <h2 id={headingId} className="product-detail-name">
            {product.packageName}
            <ProductTags product={product} />
          </h2>
          {product.suitable ? (
            <p className="product-detail-suitable">
              {text.suitable}：{product.suitable}
            </p>
          ) : null}
          <p className="product-detail-price">
            <ProductPrice product={product} showPrice={showPrice} />
          </p>
        </div>
      </header>

      {product.notes.trim() ? (
        <section className="product-detail-block" aria-labelledby={notesId}>
          <h3 id={notesId} className="product-detail-block-title">
            {text.notes}
          </h3>
          <p className="product-detail-notes">{product.notes}</p>
        </section>
      ) : null}

      {fasting ? (
        <section className="product-detail-block" aria-labelledby={fastingId}>
          <h3 id={fastingId} className="product-detail-block-title">
            {text.fasting}
          </h3>
          <p className="product-detail-notes">{fasting.note}</p>
          <p className="product-detail-notes">
            {text.fastingItems}：{fasting.items.join('、')}
          </p>
        </section>
      ) : null}

      <section className="product-detail-block" aria-labelledby={itemsId}>
        <h3 id={itemsId} className="product-detail-block-title">
          {text.items}
          <span className="product-detail-count">{text.itemCount(product.projects.length)}</span>
        </h3>
        {groups.map((group) => (
          <ProductProjectGroup
            key={group.key}
            title={group.title}
            projects={group.projects}
            onInfo={setInfo}
          />
        ))}
      </section>

      <footer className="product-detail-bar">
        <span className="product-detail-bar-price">
          {showPrice ? <span className="product-detail-bar-label">{text.total}</span> : null}
          <ProductPrice product={product} showPrice={showPrice} />
        </span>
        <Button
          color="primary"
          shape="rounded"
          className="product-detail-book"
          onClick={() => (sexMismatch ? setMismatchOpen(true) : book())}
        >
          {plainLabel(text.book, elder)}
        </Button>
      </footer>

      <ProjectDetailPopup project={info} onClose={() => setInfo(null)} />
      <Dialog
        visible={mismatchOpen}
        aria-label={text.sexMismatch}
        content={text.sexMismatch}
        closeOnMaskClick
        onClose={() => setMismatchOpen(false)}
        actions={[
          [
            { key: 'reselect', text: text.reselect },
            { key: 'continue', text: text.continue, bold: true },
          ],
        ]}
        onAction={(action) => {
          setMismatchOpen(false);
          if (action.key === 'continue') book();
          else onReselect();
        }}
      />
    </article>
  );
}
