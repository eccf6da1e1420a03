/** The user guide: its routes (app.ts), its documents and the index the assistant searches. */

export { guideRoutes } from './guide.routes';
export { loadGuideDocuments } from './guide-content';
export type { GuideHit, GuideIndex } from './guide-index';
export { guideIndex } from './guide-index';
