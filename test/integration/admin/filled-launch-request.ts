import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import {
  api,
  checkout,
  pointAtProduct,
  pressOnCheckout,
  signInCustomer,
  uniqueEmail,
  verify,
  type Tokens,
} from '../payments/support.ts';

export interface FilledLaunchRequest {
  readonly token: string;
  readonly customer: Tokens;
  readonly businessName: string;
}

export interface LaunchRequestValues {
  readonly bvn?: string;
  readonly bank?: { readonly bank_name: string; readonly account_number: string };
  readonly idDocument?: { readonly bytes: Uint8Array; readonly contentType: 'application/pdf' | 'image/png' };
}

/**
 * A launch request made the way a customer makes one, all through the running product's API: sign
 * in with the e-mailed code, pay on the Paystack sandbox, then save each step (BVN and bank details
 * are encrypted by the product; the ID document goes to the bucket with the presigned POST).
 */
export async function fillLaunchRequest(
  businessName: string,
  values: LaunchRequestValues,
): Promise<FilledLaunchRequest> {
  pointAtProduct();
  const email = uniqueEmail('launch');
  const customer = await signInCustomer(email);
  const token = newResumeToken();
  await upsertOnboarding({ resume_token: token, email, name: 'Ngozi Eze', business_name: businessName });
  const started = await checkout(customer.idToken, { tier: 'basic', resumeToken: token });
  await pressOnCheckout(started.authorizationUrl, 'pay');
  const confirmed = await verify(started.reference);
  if (!confirmed.body.success) throw new Error(`payment not confirmed: ${confirmed.text}`);

  const step = async (body: Record<string, unknown>) => {
    const answer = await api(`/api/launch-requests/${token}`, {
      token: customer.idToken,
      method: 'PUT',
      body,
    });
    if (answer.status !== 200) throw new Error(`step ${String(body.step)} answered ${answer.status}`);
  };
  if (values.bvn) await step({ step: 'bvn', bvn: values.bvn });
  if (values.bank) await step({ step: 'bank_details', ...values.bank });
  if (values.idDocument) {
    const { bytes, contentType } = values.idDocument;
    const form = await api<{ url: string; fields: Record<string, string>; key: string }>(
      `/api/launch-requests/${token}/upload`,
      { token: customer.idToken, body: { content_type: contentType, size: bytes.length } },
    );
    const upload = new FormData();
    for (const [name, value] of Object.entries(form.body.fields)) upload.append(name, value);
    upload.append('file', new Blob([bytes], { type: contentType }), 'id-document');
    const uploaded = await fetch(form.body.url, { method: 'POST', body: upload });
    if (uploaded.status !== 204) throw new Error(`upload answered ${uploaded.status}`);
    await step({ step: 'id_document', id_document_key: form.body.key });
  }
  return { token, customer, businessName };
}
