import { formResolver } from '@web/lib/form-resolver';
import { Alert, Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { TextareaField, TextField } from '@web/components/form-fields';
import { ContactDetails } from './contact-details';

/** The contact form's sending is simulated (docs/product.md#screens-and-routes): no call is made. */
export const CONTACT_SEND_MS = 1000;
export const CONTACT_THANKS = 'Thank you for your message! We will get back to you soon.';

const contactForm = z.object({
  name: z.string().trim().min(1, { error: 'Name is required' }),
  email: z
    .string()
    .trim()
    .min(1, { error: 'Email is required' })
    .pipe(z.email({ error: 'Enter a valid email address' })),
  subject: z.string().trim().min(1, { error: 'Subject is required' }),
  message: z.string().trim().min(1, { error: 'Message is required' }),
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
        Contact Us
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {sent ? (
              <Alert color="green" role="status">
                {CONTACT_THANKS}
              </Alert>
            ) : null}
            <TextField label="Name" {...register('name')} error={errors.name?.message} />
            <TextField label="Email" type="email" {...register('email')} error={errors.email?.message} />
            <TextField label="Subject" {...register('subject')} error={errors.subject?.message} />
            <TextareaField label="Message" rows={5} {...register('message')} error={errors.message?.message} />
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Send Message'}
            </Button>
          </Stack>
        </form>
        <Stack gap="md">
          <ContactDetails />
          <div>
            <Title order={2} size="h4">
              Business Hours
            </Title>
            <Text>Monday to Friday, 10:00 to 18:00 IST</Text>
          </div>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
