import * as v from 'valibot';
import { AddressSchema } from '@/shared/contract/user.ts';

/**
 * An address being edited, or chosen without being saved: the contract's fields with an id of any origin. Apart from
 * the form's logic (address.lib.ts), so the header's chip, on the first screen, reads a chosen address without it.
 */
export const AddressDraftSchema = v.object({ ...AddressSchema.entries, id: v.union([v.number(), v.string()]) });
export type AddressDraft = v.InferOutput<typeof AddressDraftSchema>;
