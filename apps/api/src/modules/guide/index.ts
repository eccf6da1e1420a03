/** The user guide's search: its documents and the index the assistant searches. */
export { loadGuideDocuments } from './guide-content';
export type { GuideHit, GuideIndex } from './guide-index';
export { guideIndex } from './guide-index';
