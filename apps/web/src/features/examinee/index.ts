// Copy that another feature's pages show too, so it is written once.
export { examinee as examineeCopy } from './copy.ts';
// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
