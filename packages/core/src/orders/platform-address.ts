import type { PortalAddress } from '../contracts/portal-session';

/** The lines of a postal address as the platform names them (Shopify's MailingAddress and Location). */
type PlatformAddressLines = {
  address1: string;
  address2: string;
  city: string;
  province: string;
  country: string;
  zip: string;
};

/** A platform's address in our words (`address_line_1`, `postal_code`), as requests, the portal and emails keep it. */
export function addressLinesOf(a: PlatformAddressLines): Omit<PortalAddress, 'first_name' | 'last_name'> {
  return {
    address_line_1: a.address1,
    address_line_2: a.address2,
    city: a.city,
    province: a.province,
    country: a.country,
    postal_code: a.zip,
  };
}

/** A person's address on the platform (an order's shipping address), in our words; none stays none. */
export function personAddressOf(
  a: (PlatformAddressLines & { first_name: string; last_name: string }) | null,
): PortalAddress | null {
  return a && { first_name: a.first_name, last_name: a.last_name, ...addressLinesOf(a) };
}
