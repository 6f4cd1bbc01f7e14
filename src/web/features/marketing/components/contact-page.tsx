import { formResolver } from '@web/lib/form-resolver';
import { Alert, Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { TextareaField, TextField } from '@web/components/form-fields';
import { t } from '@web/lib/i18n';
import { ContactDetails } from './contact-details';

/** The contact form's sending is simulated (docs/product.md#screens-and-routes): no call is made. */
export const CONTACT_SEND_MS = 1000;

// Its messages are catalogue keys, said in the reader's language by formResolver.
const contactForm = z.object({
  name: z.string().trim().min(1, { error: 'pages.nameRequired' }),
  email: z
    .string()
    .trim()
    .min(1, { error: 'pages.emailRequired' })
    .pipe(z.email({ error: 'pages.emailInvalid' })),
  subject: z.string().trim().min(1, { error: 'pages.subjectRequired' }),
  message: z.string().trim().min(1, { error: 'pages.messageRequired' }),
});

export function ContactPage() {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: formResolver(contactForm),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });

  const onSubmit = handleSubmit(async () => {
    await new Promise((resolve) => setTimeout(resolve, CONTACT_SEND_MS));
    setSent(true);
    reset();
  });

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('pages.contactUs')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {sent ? (
              <Alert color="green" role="status">
                {t('pages.contactThanks')}
              </Alert>
            ) : null}
            <TextField label={t('pages.name')} {...register('name')} error={errors.name?.message} />
            <TextField label={t('pages.email')} type="email" {...register('email')} error={errors.email?.message} />
            <TextField label={t('pages.subject')} {...register('subject')} error={errors.subject?.message} />
            <TextareaField
              label={t('pages.message')}
              rows={5}
              {...register('message')}
              error={errors.message?.message}
            />
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('pages.sending') : t('pages.sendMessage')}
            </Button>
          </Stack>
        </form>
        <Stack gap="md">
          <ContactDetails />
          <div>
            <Title order={2} size="h4">
              {t('pages.businessHours')}
            </Title>
            <Text>{t('pages.businessHoursText')}</Text>
          </div>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
