import { renderRoutedPage } from '@/test/render.tsx';

/** A refund page in a router, with where it navigated shown. */
export const renderRefundPage = renderRoutedPage;
