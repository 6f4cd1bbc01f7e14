import { Anchor, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { siteContactQuery } from '../api/site-contact-query';

/**
 * The configured address, email and phone (docs/configuration.md: CONTACT_*), each left out when unset, so the page
 * never shows a made-up one. Nothing while they load or when they cannot be read: the form still works.
 */
export function ContactDetails() {
  const { data } = useQuery(siteContactQuery());
  if (!data) return null;
  const { address, email, phone } = data;
  return (
    <>
      {address ? (
        <div>
          <Title order={2} size="h4">
            Address
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{address}</Text>
        </div>
      ) : null}
      {email || phone ? (
        <div>
          <Title order={2} size="h4">
            Contact Details
          </Title>
          {email ? (
            <Text>
              Email: <Anchor href={`mailto:${email}`}>{email}</Anchor>
            </Text>
          ) : null}
          {phone ? (
            <Text>
              Phone: <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>
            </Text>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
