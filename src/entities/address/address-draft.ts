import * as z from 'zod/mini';
import { AddressSchema } from '@/shared/contract/user.ts';

/**
 * An address being edited, or chosen without being saved: the contract's fields with an id of any origin. Apart from
 * the form's logic (address.lib.ts), so the header's chip, on the first screen, reads a chosen address without it.
 */
export const AddressDraftSchema = z.extend(AddressSchema, { id: z.union([z.number(), z.string()]) });
export type AddressDraft = z.infer<typeof AddressDraftSchema>;
