export { refundKeys } from './api/refund-keys.ts';
// 撤销申请 as the order screens offer it too (the submitted page promises it in the refund's progress).
export { useWithdrawRefund } from './components/use-withdraw-refund.ts';
// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
