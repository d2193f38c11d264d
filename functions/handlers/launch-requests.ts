import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  idDocumentUploadRequestSchema,
  launchRequestStepSchema,
} from '../domain/contracts/launch-request.ts';
import { resumeTokenSchema } from '../domain/contracts/ids.ts';
import {
  createIdDocumentUpload,
  readLaunchRequest,
  saveLaunchRequestStep,
} from '../services/launch-request/launch-request.ts';
import { launchRequestPorts } from '../services/launch-request/live-ports.ts';
import { AppError } from '../domain/app-error.ts';
import { httpHandler, json, parseBody, parseWith } from './lib/http.ts';
import { requireCustomer } from './payments-customer.ts';

function tokenOf(event: APIGatewayProxyEventV2): string {
  return parseWith(resumeTokenSchema, event.pathParameters?.token ?? '');
}

/**
 * The launch request after payment, for the customer who paid (ID token):
 * GET /api/launch-requests/{token}, PUT /api/launch-requests/{token} (one step),
 * POST /api/launch-requests/{token}/upload (presigned POST for the ID document).
 * Request bodies carry BVN and bank details, so nothing here logs a body.
 */
export const handler = httpHandler(async (event) => {
  const customer = await requireCustomer(event);
  const token = tokenOf(event);
  const ports = launchRequestPorts();
  switch (event.routeKey) {
    case 'GET /api/launch-requests/{token}':
      return json(200, await readLaunchRequest(ports, customer, token));
    case 'PUT /api/launch-requests/{token}': {
      const step = parseBody(event, launchRequestStepSchema);
      return json(200, await saveLaunchRequestStep(ports, customer, token, step));
    }
    case 'POST /api/launch-requests/{token}/upload': {
      const upload = parseBody(event, idDocumentUploadRequestSchema);
      return json(201, await createIdDocumentUpload(ports, customer, token, upload));
    }
    default:
      throw AppError.notFound();
  }
});
