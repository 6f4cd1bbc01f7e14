import { Anchor, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RichMessage } from '@web/components/rich-message';
import { t } from '@web/lib/i18n';
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
            {t('pages.address')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{address}</Text>
        </div>
      ) : null}
      {email || phone ? (
        <div>
          <Title order={2} size="h4">
            {t('pages.contactDetails')}
          </Title>
          {email ? (
            <Text>
              <RichMessage
                id="pages.emailLine"
                values={{ email }}
                tags={{ 0: (words) => <Anchor href={`mailto:${email}`}>{words}</Anchor> }}
              />
            </Text>
          ) : null}
          {phone ? (
            <Text>
              <RichMessage
                id="pages.phoneLine"
                values={{ phone }}
                tags={{ 0: (words) => <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{words}</Anchor> }}
              />
            </Text>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
