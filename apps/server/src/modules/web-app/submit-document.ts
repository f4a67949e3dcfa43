import { readFileSync } from 'node:fs';
import { rescheduleRulesText } from '@tijian/domain';
import type { CentresService } from '../centres/service.ts';
import type { PagePreloads } from './page-preloads.ts';
import { documentWithSplash, escapeHtml, type PageDocument } from './splash-document.ts';

/** A centre id as the app writes it in the submit screen's address (00-1, 00-16…). */
const CENTRE_ID = /^[\w-]{1,40}$/;

/**
 * The submit screen (/appointment/submit?sysCenterId=…) shows nothing until the app's scripts ran
 * and its reads came back, and on a phone's reload that is seconds. The booking draft stays in the
 * phone, but the app puts the draft's centre in the address, so the document can paint at once what
 * the server knows of the booking: the screen's title, the centre, and the reschedule rule the form
 * shows above 提交订单. React then replaces the splash with the form. Made once per centre and
 * wording (centres are read-cached), with its Brotli copy; for an unknown centre, or no splash to
 * replace, null: the plain index.html goes.
 */
export function submitDocumentOf(
  indexHtml: string,
  centres: Pick<CentresService, 'centre'>,
  preloads?: PagePreloads,
) {
  const cached = new Map<string, { content: string; document: PageDocument | null }>();
  return async function submitDocument(sysCenterId: string | null): Promise<PageDocument | null> {
    if (!sysCenterId || !CENTRE_ID.test(sysCenterId)) return null;
    try {
      const centre = await centres.centre(sysCenterId);
      const content =
        '<div class="boot-page-bar">体检预约</div>' +
        `<p class="boot-page-centre">${escapeHtml(centre.name)}</p>` +
        `<p class="boot-page-note">${escapeHtml(rescheduleRulesText(centre.rescheduleCutoff, centre.rescheduleLimit))}</p>` +
        '<p>加载中....</p>';
      const known = cached.get(sysCenterId);
      if (known?.content === content) return known.document;
      const splash = { className: 'boot-page', content };
      const document = documentWithSplash(readFileSync(indexHtml, 'utf8'), splash, preloads);
      cached.set(sysCenterId, { content, document });
      return document;
    } catch {
      // An unknown centre (or a failed read) gets the plain app, which says what is wrong.
      return null;
    }
  };
}
