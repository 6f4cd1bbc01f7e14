import * as z from 'zod';

/**
 * How to reach the people running the site (CONTACT_EMAIL, CONTACT_PHONE, CONTACT_ADDRESS): each null when
 * unset, and the contact page then leaves it out rather than showing a made-up one.
 */
export const siteContact = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type SiteContact = z.infer<typeof siteContact>;

export const siteContactResponse = z.object({ contact: siteContact });
