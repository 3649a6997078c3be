import type { ReturnInsuranceContactBody } from '@roundtrip/core';
import { returnInsuranceContacts } from '../../db/schema';
import type { Deps } from '../../deps';

/**
 * `POST /returnInsurance/v1/contact-info`: Roundtrip sells no insurance itself; the request is
 * kept for the operator, and the page says so rather than pretending a provider was reached.
 */
export async function requestInsuranceContact(
  deps: Deps,
  storeId: string,
  body: ReturnInsuranceContactBody,
): Promise<{ message: string }> {
  await deps.db.insert(returnInsuranceContacts).values({ storeId, ...body, createdAt: deps.clock() });
  return { message: 'Thanks, we noted your details. Return insurance is not yet supported by Roundtrip.' };
}
