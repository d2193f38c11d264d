/** The launch request a paying customer fills in after payment, step by step, by resume token. */
export {
  readLaunchRequest,
  saveLaunchRequestStep,
  createIdDocumentUpload,
  idDocumentPrefix,
  toView,
} from './launch-request.ts';
export type * from './ports.ts';
