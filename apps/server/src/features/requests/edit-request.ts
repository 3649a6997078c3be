import type { saveNotesBody, updateAddressBody, updateContactBody } from '@roundtrip/core';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { actOnRequest } from './act-on-request';

/** The shopper's pickup/return address, corrected by the merchant. */
export async function updateAddress(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: z.output<typeof updateAddressBody>,
) {
  return actOnRequest(
    deps,
    auth,
    { requestId: id, action: 'update_address', permission: 'request.edit' },
    () => ({
      patch: { address: input.address },
      event: { type: 'address_updated', message: 'Address updated', data: { address: input.address } },
    }),
  );
}

export async function updateContact(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: z.output<typeof updateContactBody>,
) {
  return actOnRequest(
    deps,
    auth,
    { requestId: id, action: 'update_contact', permission: 'request.edit' },
    () => ({
      patch: {
        customerEmail: input.email,
        customerPhoneDialCode: input.phone?.dial_code ?? '',
        customerPhone: input.phone?.number ?? '',
      },
      event: { type: 'contact_updated', message: 'Contact updated' },
    }),
  );
}

/** Internal notes: for the team only, never on the shopper's page. */
export async function saveNotes(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: z.output<typeof saveNotesBody>,
) {
  return actOnRequest(
    deps,
    auth,
    { requestId: id, action: 'save_notes', permission: 'request.edit' },
    () => ({
      patch: { notes: input.notes },
      event: { type: 'note', message: 'Notes saved' },
    }),
  );
}
